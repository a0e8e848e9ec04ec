"use client";

import { useId, useRef, useState, type ReactNode } from "react";
import { DisclosureChevron } from "@/components/icons";
import { fill } from "@/lib/template";

// Cards past the first three (hard-coded in the CSS below) are hidden until the visitor asks for more.
const firstCards = 3;

export function PortfolioGrid({
  children,
  total,
  labels,
}: {
  children: ReactNode;
  total: number;
  labels: { showMore: string; showLess: string; projectCount: string };
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setExpanded((value) => !value);
    if (expanded) {
      // Collapsing shortens the page by a dozen cards; keep the button where the eye is.
      requestAnimationFrame(() => button.current?.scrollIntoView({ block: "center" }));
    }
  };

  return (
    <div>
      <ul
        id={listId}
        data-expanded={expanded ? "true" : undefined}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 [&:not([data-expanded])>li:nth-child(n+4)]:hidden"
      >
        {children}
      </ul>
      {/* With every card shown from the start there is nothing more to show, nor to count. */}
      {total > firstCards && (
        <div className="mt-12 flex flex-col items-center gap-3">
          <p className="text-sm text-fg-muted" aria-live="polite">
            {fill(labels.projectCount, { shown: expanded ? total : firstCards, total })}
          </p>
          <button
            ref={button}
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={toggle}
            className="inline-flex min-h-12 items-center gap-2 rounded-full border border-line-strong px-7 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white/5"
          >
            {expanded ? labels.showLess : labels.showMore}
            <DisclosureChevron open={expanded} size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
