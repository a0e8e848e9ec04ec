"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// Next.js scrolls only when the new page is out of view (measured below the header): always go to the top.
export function ScrollReset() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
