import type { ComponentProps } from "react";
import type { ImageAsset } from "@/content";

type Props = Omit<ComponentProps<"img">, keyof ImageAsset> & ImageAsset;

// Images are pre-sized files (mostly SVG): next/image would add only script. Sizes prevent layout shift.
export function Img({ alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
