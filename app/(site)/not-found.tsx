import type { Metadata } from "next";
import { contentIn } from "@/content";
import { defaultLanguage } from "@/content/languages";
import { buildMetadata } from "@/lib/seo/metadata";

const notFoundCopy = contentIn(defaultLanguage).notFound;

export const metadata: Metadata = buildMetadata({ ...notFoundCopy.page, lang: defaultLanguage });

// Sent inside every page's payload, so it stays this small. Unknown addresses get
// app/global-not-found.tsx; this shows only if a page calls notFound(), which none does.
export default function NotFound() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-semibold text-white">{notFoundCopy.page.heading}</h1>
      <a href="/" className="mt-6 inline-flex min-h-12 items-center text-accent underline">
        {notFoundCopy.page.linkLabel}
      </a>
    </div>
  );
}
