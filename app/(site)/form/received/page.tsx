import type { Metadata } from "next";
import { FormResult } from "@/components/form-result";
import { formResults } from "@/content";
import { buildMetadata } from "@/lib/seo/metadata";

const copy = formResults.received;

// Where a form posted without JavaScript lands: not a page to find in search results.
export const metadata: Metadata = buildMetadata({
  title: copy.pageTitle,
  description: copy.description,
  noindex: true,
});

export default function FormReceivedPage() {
  return <FormResult label={copy.label} title={copy.title} description={copy.description} />;
}
