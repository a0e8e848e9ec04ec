import type { Metadata } from "next";
import { FormResult } from "@/components/form-result";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

export default function FormReceivedPage() {
  return (
    <FormResult
      label="Received"
      title="Thank you, we have your details."
      description="Someone from our team will get back to you within one business day."
    />
  );
}
