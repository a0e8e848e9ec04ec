import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { testimonials } from "@/content";
import { pagePath } from "@/lib/routes";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const { banner } = testimonials;

export const metadata: Metadata = pageMetadata(pagePath("testimonials"));

export default function TestimonialsPage() {
  return (
    <div className="grid-bg min-h-[70svh]">
      <JsonLd data={breadcrumbJsonLd(pagePath("testimonials"))} />
      <TestimonialsSection title={banner.title} description={banner.description} level={1} />
    </div>
  );
}
