import { TestimonialCarousel } from "@/components/testimonial-carousel";
import { SectionHeading } from "@/components/ui";
import type { Content } from "@/content";

type Heading = { title: string; description: string; level?: 1 | 2 };

export function TestimonialsSection({ content, ...heading }: Heading & { content: Content }) {
  const slides = content.quotes.map(({ quote, name, role, company, image }) => ({
    quote,
    name,
    byline: `${role}, ${company}`,
    portrait: image.src,
  }));
  const { previousQuote, nextQuote, quoteOf } = content.common.screenReader;
  return (
    // Not a named region itself: the carousel inside is one, under the same title.
    <section className="overflow-hidden py-20 md:py-28">
      <div className="container-page">
        <SectionHeading id="testimonials-title" {...heading} />
        <div className="mt-12">
          <TestimonialCarousel
            label={heading.title}
            labels={{ previousQuote, nextQuote, quoteOf }}
            quotes={slides}
          />
        </div>
      </div>
    </section>
  );
}
