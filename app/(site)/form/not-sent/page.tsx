import type { Metadata } from "next";
import { FormResult, formResultMetadata } from "@/components/form-result";
import { formResults, forms } from "@/content";

export const metadata: Metadata = formResultMetadata(formResults.notSent);

// The heading is the error message the forms show, so a visitor reads the same words either way.
export default function FormNotSentPage() {
  return <FormResult copy={formResults.notSent} title={forms.error} />;
}
