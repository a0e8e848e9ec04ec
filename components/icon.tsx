"use client";

import { cn } from "@/lib/cn";

// A client component only so that React's payload names it in a few bytes ({"id":"icon-check"}) where a
// server component would spell out its <svg> and <use> on every use; it renders the same HTML.
const sprite = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;
const sizes = { 16: "size-4", 18: "size-4.5", 20: "size-5", 24: "size-6", 28: "size-7" } as const;

export type IconProps = { size?: keyof typeof sizes; className?: string };

/** A symbol of the sprite (lib/icons/sprite.mjs), in the text colour, hidden from screen readers. */
export function Icon({ id, size = 24, className }: IconProps & { id: string }) {
  return (
    <svg aria-hidden="true" className={cn("icon", sizes[size], className)}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
