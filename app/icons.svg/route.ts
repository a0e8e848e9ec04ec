import { iconSprite } from "@/lib/icons/sprite.mjs";

// Built once; its address carries the artwork's version (components/icons.tsx), so it is kept for good.
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite(), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
