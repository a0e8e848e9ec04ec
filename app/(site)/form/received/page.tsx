import type { Metadata } from "next";
import { FormResult } from "@/components/form-result";
import { buildMetadata } from "@/lib/seo/metadata";

// Where a form posted without JavaScript lands: not a page to find in search results.
export const metadata: Metadata = buildMetadata({
  title: "Thank you",
  description: "We have your details; someone from our team will get back to you within one business day.",
  noindex: true,
});

export default function FormReceivedPage() {
  return (
    <FormResult
      label="Received"
      title="Thank you, we have your details."
      description="Someone from our team will get back to you within one business day."
    />
  );
}
