import type { ComponentProps } from "react";
import type { ImageAsset } from "@/content";

type Props = Omit<ComponentProps<"img">, keyof ImageAsset> & ImageAsset;

// Every image is a pre-sized file (mostly SVG), so next/image would add only client script;
// explicit sizes keep the layout from shifting.
export function Img({ alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
