import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for search engines, as a JSON-LD script tag (server-rendered, no JavaScript runs). */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
