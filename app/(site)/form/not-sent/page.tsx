import type { Metadata } from "next";
import { FormResult, formResultMetadata } from "@/components/form-result";
import { pageContent } from "@/lib/language";

export async function generateMetadata(): Promise<Metadata> {
  const content = await pageContent();
  return formResultMetadata(content.formResults.notSent, content.lang);
}

// The heading is the error message the forms show, so a visitor reads the same words either way.
export default async function FormNotSentPage() {
  const content = await pageContent();
  const { formResults, forms } = content;
  return <FormResult copy={formResults.notSent} title={forms.error} content={content} />;
}
