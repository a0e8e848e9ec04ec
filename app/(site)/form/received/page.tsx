import type { Metadata } from "next";
import { FormResult, formResultMetadata } from "@/components/form-result";
import { formResults } from "@/content";

export const metadata: Metadata = formResultMetadata(formResults.received);

export default function FormReceivedPage() {
  return <FormResult copy={formResults.received} title={formResults.received.title} />;
}
