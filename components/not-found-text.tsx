"use client";

import { usePathname } from "next/navigation";
import type { NotFoundCopy } from "@/content";
import { notFoundCopyFor } from "@/lib/not-found-copy";

// The words depend on the address ("Service not found" under /services/), which only a client
// component can read, here during the server render. React moves the <title> into <head>.
export function NotFoundText({ titleTemplate, copy: both }: { titleTemplate: string; copy: NotFoundCopy }) {
  const copy = notFoundCopyFor(usePathname(), both);
  return (
    <>
      <title>{titleTemplate.replace("%s", copy.title)}</title>
      <h1 className="max-w-3xl text-5xl leading-[1.02] font-semibold tracking-[-0.04em] text-balance text-white md:text-7xl">
        {copy.heading}
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted">{copy.lead}</p>
    </>
  );
}
