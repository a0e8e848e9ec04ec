"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Img } from "@/components/img";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/icons";
import type { Testimonial } from "@/content";
import { fill } from "@/lib/fill";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const speed = () => (window.matchMedia(reducedMotionQuery).matches ? 0 : 300);

/** swiper's code is fetched when the carousel comes this close to the viewport. */
const loadMargin = "600px 0px";

const navButtonClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-line-strong text-white transition-colors hover:border-white hover:bg-white/5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-transparent";

type Move = (swiper: SwiperInstance) => void;
const previous: Move = (swiper) => swiper.slidePrev();
const next: Move = (swiper) => swiper.slideNext();

/**
 * The testimonials carousel (WAI-ARIA carousel pattern), server-rendered in swiper's markup at
 * its final widths, with our own buttons, so nothing moves when swiper takes over. swiper loads
 * only when the carousel nears the viewport or is touched; a press that comes first is replayed.
 */
export function TestimonialCarousel({
  testimonials,
  label,
  labels,
}: {
  testimonials: readonly Testimonial[];
  label: string;
  /** What screen readers hear for the buttons and each slide (content/common.yaml). */
  labels: { previousQuote: string; nextQuote: string; quoteOf: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const pending = useRef<Move | null>(null);
  const requested = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slidesId = useId();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import("swiper").then(({ Swiper }) => {
      const element = container.current;
      if (!element || swiper.current) return;
      const sync = (instance: SwiperInstance) =>
        setEdges({ start: instance.isBeginning, end: instance.isEnd });
      const instance = new Swiper(element, {
        slidesPerView: 4,
        spaceBetween: 20,
        breakpoints: { 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } },
        speed: speed(),
        watchSlidesProgress: true,
        on: { slideChange: sync, breakpoint: sync, resize: sync },
      });
      instance.wrapperEl.setAttribute("aria-live", "polite");
      swiper.current = instance;
      sync(instance);
      pending.current?.(instance);
      pending.current = null;
    });
  }, []);

  const move = (action: Move) => {
    if (swiper.current) action(swiper.current);
    else {
      pending.current = action;
      load();
    }
  };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: loadMargin },
    );
    observer.observe(element);
    const media = window.matchMedia(reducedMotionQuery);
    const applySpeed = () => {
      if (swiper.current) swiper.current.params.speed = speed();
    };
    media.addEventListener("change", applySpeed);
    return () => {
      observer.disconnect();
      media.removeEventListener("change", applySpeed);
      swiper.current?.destroy(true, false);
      swiper.current = null;
      requested.current = false;
    };
  }, [load]);

  const navButton = (action: Move, atEdge: boolean, label: string, Icon: typeof ArrowLeftIcon) => (
    <button
      type="button"
      aria-controls={slidesId}
      aria-disabled={atEdge}
      aria-label={label}
      onClick={() => move(action)}
      className={navButtonClass}
    >
      <Icon width={20} height={20} />
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") move(previous);
        else if (event.key === "ArrowRight") move(next);
      }}
    >
      <div className="mb-8 flex justify-end gap-3">
        {navButton(previous, edges.start, labels.previousQuote, ArrowLeftIcon)}
        {navButton(next, edges.end, labels.nextQuote, ArrowRightIcon)}
      </div>
      {/* swiper's core styles (swiper/css, which the page does not load), and the slides at the
          widths and gaps swiper will give them (1 / 2 / 4 per view, 20 px apart). */}
      <div
        ref={container}
        id={slidesId}
        className="testimonial-swiper relative z-1 overflow-hidden [&.swiper-horizontal]:touch-pan-y"
      >
        <div className="swiper-wrapper relative z-1 flex size-full box-content [transform:translate3d(0px,0,0)] [transition-property:transform]">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.name}
              className="swiper-slide relative mr-[20px] h-auto w-full shrink-0 [transition-property:transform] min-[768px]:w-[calc((100%-20px)/2)] min-[1024px]:w-[calc((100%-60px)/4)]"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.quoteOf, { number: index + 1, total: testimonials.length })}
            >
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-ink-soft p-7">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 32 24"
                  width="32"
                  height="24"
                  className="mb-6 text-accent"
                >
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
                      {`${testimonial.role}, ${testimonial.company}`}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
