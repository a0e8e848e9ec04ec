import type { Metadata } from "next";
import { FormResult, formResultMetadata } from "@/components/form-result";
import { pageContent } from "@/lib/language";

export async function generateMetadata(): Promise<Metadata> {
  const content = await pageContent();
  return formResultMetadata(content.formResults.received, content.lang);
}

export default async function FormReceivedPage() {
  const content = await pageContent();
  const { formResults } = content;
  return <FormResult copy={formResults.received} title={formResults.received.title} content={content} />;
}
