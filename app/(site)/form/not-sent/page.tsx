import type { Metadata } from "next";
import { FormResult } from "@/components/form-result";
import { formResults, forms } from "@/content";
import { buildMetadata } from "@/lib/seo/metadata";

const copy = formResults.notSent;

// Where a form posted without JavaScript lands: not a page to find in search results.
export const metadata: Metadata = buildMetadata({
  title: copy.pageTitle,
  description: copy.description,
  noindex: true,
});

// The heading is the error message the forms show, so a visitor reads the same words either way.
export default function FormNotSentPage() {
  return <FormResult label={copy.label} title={forms.error} description={copy.description} />;
}
