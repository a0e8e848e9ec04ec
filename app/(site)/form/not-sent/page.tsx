import type { Metadata } from "next";
import { FormResult } from "@/components/form-result";
import { formErrorMessage } from "@/lib/forms/fields";
import { buildMetadata } from "@/lib/seo/metadata";

// Where a form posted without JavaScript lands: not a page to find in search results.
export const metadata: Metadata = buildMetadata({
  title: "Not sent",
  description:
    "Your message could not be sent. Please check what you entered and try again, or write to us by email.",
  noindex: true,
});

export default function FormNotSentPage() {
  return (
    <FormResult
      label="Not sent"
      title={formErrorMessage}
      description="Please check what you entered and try again, or write to us directly by email. Nothing was sent."
    />
  );
}
