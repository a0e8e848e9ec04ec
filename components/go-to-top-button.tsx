"use client";

import { ArrowUpIcon } from "@/components/icons";
import { buttonStyles } from "@/components/ui";

export function GoToTopButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={buttonStyles.outline}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
        document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
      }}
    >
      {label}
      <ArrowUpIcon size={18} />
    </button>
  );
}
