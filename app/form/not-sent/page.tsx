import type { Metadata } from "next";
import { FormResult } from "@/components/form-result";
import { formErrorMessage } from "@/lib/forms/endpoints";

export const metadata: Metadata = { title: "Not sent", robots: { index: false } };

export default function FormNotSentPage() {
  return (
    <FormResult
      label="Not sent"
      title={formErrorMessage}
      description="Please check what you entered and try again, or write to us directly by email. Nothing was sent."
    />
  );
}
