import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "src" | "width" | "height" | "alt"> & {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
};

/**
 * A pre-sized image from public/. Every image is a ready-made file (mostly SVG), so the
 * image optimizer and next/image's client script have nothing to add; explicit sizes keep
 * the layout from shifting.
 */
export function Img({ priority = false, alt, ...props }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      {...props}
    />
  );
}
