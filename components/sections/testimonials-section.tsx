import { TestimonialCarousel } from "@/components/testimonial-carousel";
import { SectionHeading } from "@/components/ui";
import { common, type Testimonial } from "@/content";

export function TestimonialsSection({
  title,
  description,
  testimonials,
  headingLevel = 2,
}: {
  title: string;
  description: string;
  testimonials: readonly Testimonial[];
  headingLevel?: 1 | 2;
}) {
  return (
    // Not a named region itself: the carousel inside is one, under the same title.
    <section className="overflow-hidden py-20 md:py-28">
      <div className="container-page">
        {headingLevel === 1 ? (
          <div className="max-w-2xl">
            <h1
              id="testimonials-title"
              className="text-4xl font-semibold tracking-[-0.04em] text-balance text-white md:text-6xl"
            >
              {title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-fg-muted">{description}</p>
          </div>
        ) : (
          <SectionHeading id="testimonials-title" title={title} description={description} />
        )}
        <div className="mt-12">
          <TestimonialCarousel testimonials={testimonials} label={title} labels={common.screenReader} />
        </div>
      </div>
    </section>
  );
}
