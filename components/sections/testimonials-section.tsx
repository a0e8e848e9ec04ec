import { Img } from "@/components/img";
import { TestimonialCarousel } from "@/components/testimonial-carousel";
import { SectionHeading } from "@/components/ui";
import { common, testimonials } from "@/content";
import { fill } from "@/lib/fill";

export function TestimonialsSection(heading: { title: string; description: string; level?: 1 | 2 }) {
  return (
    // Not a named region itself: the carousel inside is one, under the same title.
    <section className="overflow-hidden py-20 md:py-28">
      <div className="container-page">
        <SectionHeading id="testimonials-title" {...heading} />
        <div className="mt-12">
          <TestimonialCarousel label={heading.title} labels={common.screenReader}>
            {/* The slides at the widths and gaps swiper will give them (1 / 2 / 4 per view, 20 px apart). */}
            {testimonials.map((testimonial, index) => (
              <div
                key={testimonial.name}
                className="swiper-slide testimonial-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(common.screenReader.quoteOf, {
                  number: index + 1,
                  total: testimonials.length,
                })}
              >
                <figure className="testimonial-card">
                  <span aria-hidden="true" className="icon icon-quote mb-6 h-6 w-8 text-accent" />
                  <blockquote className="testimonial-quote">
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className="testimonial-by">
                    <Img
                      src={testimonial.image.src}
                      width={48}
                      height={48}
                      alt=""
                      className="size-12 shrink-0 rounded-full bg-ink-raised"
                    />
                    <span>
                      <span className="block font-semibold text-white">{testimonial.name}</span>
                      <span className="block text-sm text-fg-muted">
                        {`${testimonial.role}, ${testimonial.company}`}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </TestimonialCarousel>
        </div>
      </div>
    </section>
  );
}
