"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

/** A disclosure that closes on Escape (focus back on `trigger`), a press outside and route change. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const close = () => setOpen(false);
  // A new page closes it (adjusted while rendering, not in an effect: no render with it open).
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    close();
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && container.current && !container.current.contains(target)) setOpen(false);
    };
    const listening = new AbortController();
    document.addEventListener("keydown", onKeyDown, { signal: listening.signal });
    document.addEventListener("pointerdown", onPointerDown, { signal: listening.signal });
    return () => listening.abort();
  }, [open]);

  return { open, setOpen, close, container, trigger, panelId, pathname };
}
