"use client";

import { useEffect, useState } from "react";
import { resolveValue, ToastBar, Toaster, toast as toastApi, useToaster, type Toast } from "react-hot-toast";

const dismissDistance = 80;

function DraggableToast({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [offset, setOffset] = useState(0);
  const [start, setStart] = useState<{ x: number; id: number } | null>(null);

  const onPointerEnd = () => {
    if (!start) return;
    setStart(null);
    if (Math.abs(offset) > dismissDistance) toastApi.dismiss(toast.id);
    else setOffset(0);
  };

  return (
    <div
      data-toast-id={toast.id}
      onPointerDown={(event) => {
        if ((event.target as HTMLElement).closest("button")) return;
        setStart({ x: event.clientX, id: event.pointerId });
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start?.id === event.pointerId) setOffset(event.clientX - start.x);
      }}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className="cursor-grab touch-pan-y select-none active:cursor-grabbing"
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / 240) : undefined,
        transition: start ? "none" : "transform 200ms ease, opacity 200ms ease",
      }}
    >
      <ToastBar toast={toast}>
        {({ icon }) => (
          <>
            {icon}
            {/* The message as ToastBar draws it, minus its role="status": the form's own live
                region (ResultRegion) announces the result, once. */}
            <div
              data-toast-message=""
              className="mx-2.5 my-1 flex flex-auto justify-center whitespace-pre-line"
            >
              {resolveValue(toast.message, toast)}
            </div>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={() => toastApi.dismiss(toast.id)}
              className="-mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-lg leading-none text-text-muted hover:bg-black/5 hover:text-text"
            >
              ×
            </button>
          </>
        )}
      </ToastBar>
    </div>
  );
}

/** The one toast area of the site: top-centre, light, 5 s. Forms may place a toast elsewhere. */
export function AppToaster({ closeLabel }: { closeLabel: string }) {
  const { startPause, endPause } = useToaster().handlers;
  // Timers stop while the window has no focus, so a toast is not missed in another tab: also
  // the first one, which can arrive (and mount the toaster) after the visitor has switched away.
  useEffect(() => {
    const unfocused = () => !document.hasFocus() || document.hidden;
    const sync = () => (unfocused() ? startPause() : endPause());
    if (unfocused()) startPause();
    const listening = new AbortController();
    window.addEventListener("blur", sync, { signal: listening.signal });
    window.addEventListener("focus", sync, { signal: listening.signal });
    document.addEventListener("visibilitychange", sync, { signal: listening.signal });
    return () => listening.abort();
  }, [startPause, endPause]);
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 88 }}
      toastOptions={{
        duration: 5000,
        style: { background: "#ffffff", color: "#16161d", fontSize: "0.95rem", maxWidth: "26rem" },
      }}
    >
      {(toast) => <DraggableToast toast={toast} closeLabel={closeLabel} />}
    </Toaster>
  );
}
