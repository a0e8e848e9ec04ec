import type { Metadata } from "next";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { pages } from "@/content/pages";
import { testimonials } from "@/content/testimonials";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const banner = pages.banners.testimonials;

export const metadata: Metadata = pageMetadata(routes.testimonials);

export default function TestimonialsPage() {
  return (
    <div className="grid-bg min-h-[70svh]">
      <TestimonialsSection
        title={banner.title}
        description={banner.description}
        testimonials={testimonials}
        headingLevel={1}
      />
    </div>
  );
}
