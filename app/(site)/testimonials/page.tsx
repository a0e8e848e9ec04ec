import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { pageContent, pageLanguage } from "@/lib/language";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("testimonials"), await pageLanguage());
}

export default async function TestimonialsPage() {
  const content = await pageContent();
  const { lang, testimonials } = content;
  const { banner } = testimonials;
  return (
    <div className="grid-bg min-h-[70svh]">
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("testimonials")))} />
      <TestimonialsSection
        content={content}
        title={banner.title}
        description={banner.description}
        level={1}
      />
    </div>
  );
}
