"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/icons";
import { Img } from "@/components/img";
import { fill } from "@/lib/template";

/** What a slide shows; the page sends these, not the slides' elements, so its HTML carries each quote once as data. */
export type Quote = { quote: string; name: string; byline: string; portrait: string };

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const speed = () => (window.matchMedia(reducedMotionQuery).matches ? 0 : 300);

type Move = (swiper: SwiperInstance) => void;
const previous: Move = (swiper) => swiper.slidePrev();
const next: Move = (swiper) => swiper.slideNext();

// WAI-ARIA carousel whose slides are rendered in swiper's markup at their final widths (1 / 2 / 4
// per view, 20 px apart), so nothing moves when swiper (loaded near the viewport or on touch) takes over.
export function TestimonialCarousel({
  label,
  labels,
  quotes,
}: {
  label: string;
  labels: { previousQuote: string; nextQuote: string; quoteOf: string };
  quotes: readonly Quote[];
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
      // swiper's code is fetched when the carousel comes this close to the viewport.
      { rootMargin: "600px 0px" },
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
      className="carousel-button"
    >
      <Icon size={20} />
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
      {/* swiper's core styles (swiper/css, which the page does not load). */}
      <div ref={container} id={slidesId} className="testimonial-swiper">
        <div className="swiper-wrapper testimonial-track">
          {quotes.map((quote, index) => (
            <div
              key={quote.name}
              className="swiper-slide testimonial-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.quoteOf, { number: index + 1, total: quotes.length })}
            >
              <figure className="testimonial-card">
                <span aria-hidden="true" className="testimonial-mark" />
                <blockquote className="testimonial-quote">
                  <p>{quote.quote}</p>
                </blockquote>
                <figcaption className="testimonial-by">
                  <Img src={quote.portrait} width={48} height={48} alt="" className="testimonial-portrait" />
                  <span>
                    <span className="testimonial-name">{quote.name}</span>
                    <span className="testimonial-role">{quote.byline}</span>
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
