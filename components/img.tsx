import type { ComponentProps } from "react";
import type { ImageAsset } from "@/content";

type Props = Omit<ComponentProps<"img">, keyof ImageAsset> & ImageAsset;

/**
 * A pre-sized image from public/. Every image is a ready-made file (mostly SVG), so the
 * image optimizer and next/image's client script have nothing to add; explicit sizes keep
 * the layout from shifting.
 */
export function Img({ alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
