"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/icons";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const speed = () => (window.matchMedia(reducedMotionQuery).matches ? 0 : 300);

type Move = (swiper: SwiperInstance) => void;
const previous: Move = (swiper) => swiper.slidePrev();
const next: Move = (swiper) => swiper.slideNext();

// WAI-ARIA carousel around slides the server renders in swiper's markup at their final widths,
// so nothing moves when swiper (loaded near the viewport or on touch) takes over.
export function TestimonialCarousel({
  label,
  labels,
  children,
}: {
  label: string;
  labels: { previousQuote: string; nextQuote: string };
  children: ReactNode;
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
      className="inline-flex size-12 items-center justify-center rounded-full border border-line-strong text-white transition-colors hover:border-white hover:bg-white/5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-transparent"
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
      <div
        ref={container}
        id={slidesId}
        className="testimonial-swiper relative z-1 overflow-hidden [&.swiper-horizontal]:touch-pan-y"
      >
        <div className="swiper-wrapper relative z-1 flex size-full box-content [transform:translate3d(0px,0,0)] [transition-property:transform]">
          {children}
        </div>
      </div>
    </section>
  );
}
