"use client";

import { Img } from "@/components/img";
import { useId, useState, useSyncExternalStore } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/icons";
import type { Testimonial } from "@/content/schema";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const navButton =
  "inline-flex size-12 items-center justify-center rounded-full border border-line-strong text-white transition-colors hover:border-white hover:bg-white/5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-transparent";

/**
 * The testimonials carousel (WAI-ARIA carousel pattern). The slides are server-rendered at
 * their final widths (see `.testimonial-swiper` in globals.css), so nothing moves when
 * swiper initialises; the buttons are ours, so their space is reserved too.
 */
export function TestimonialCarousel({
  testimonials,
  label,
}: {
  testimonials: readonly Testimonial[];
  label: string;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  const slidesId = useId();

  const sync = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") swiper?.slidePrev();
        else if (event.key === "ArrowRight") swiper?.slideNext();
      }}
    >
      <div className="mb-8 flex justify-end gap-3">
        <button
          type="button"
          aria-controls={slidesId}
          aria-disabled={edges.start}
          aria-label="Previous testimonial"
          onClick={() => swiper?.slidePrev()}
          className={navButton}
        >
          <ArrowLeftIcon width={20} height={20} />
        </button>
        <button
          type="button"
          aria-controls={slidesId}
          aria-disabled={edges.end}
          aria-label="Next testimonial"
          onClick={() => swiper?.slideNext()}
          className={navButton}
        >
          <ArrowRightIcon width={20} height={20} />
        </button>
      </div>
      <Swiper
        id={slidesId}
        className="testimonial-swiper"
        slidesPerView={4}
        slidesPerGroup={1}
        spaceBetween={20}
        breakpoints={{ 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } }}
        threshold={5}
        longSwipesMs={300}
        longSwipesRatio={0.5}
        speed={reducedMotion ? 0 : 300}
        watchSlidesProgress
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
          instance.wrapperEl.setAttribute("aria-live", "polite");
        }}
        onSlideChange={sync}
        onBreakpoint={sync}
        onResize={sync}
      >
        {testimonials.map((testimonial, index) => (
          <SwiperSlide
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${testimonials.length}`}
          >
            <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-ink-soft p-7">
              <svg aria-hidden="true" viewBox="0 0 32 24" width="32" height="24" className="mb-6 text-accent">
                <path
                  fill="currentColor"
                  d="M0 24V13.7C0 5.9 4.3 1.3 12.2 0l1.3 3.2C9 4.5 6.9 7.2 6.7 11H13v13H0Zm18.5 0V13.7C18.5 5.9 22.8 1.3 30.7 0L32 3.2c-4.5 1.3-6.6 4-6.8 7.8h6.3v13h-13Z"
                />
              </svg>
              <blockquote className="flex-1 text-[1.05rem] leading-relaxed text-white/90">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
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
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
