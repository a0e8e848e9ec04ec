import { ImageResponse } from "next/og";
import { markDataUri } from "@/lib/seo/brand";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

// Full bleed: iOS rounds the corners of home-screen icons itself.
export default function AppleIcon() {
  return new ImageResponse(
    <img src={markDataUri({ bleed: true })} width={size.width} height={size.height} alt="" />,
    size,
  );
}
