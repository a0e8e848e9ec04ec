"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { Renderable, Toast, ToastOptions, ToastPosition, ValueOrFunction } from "react-hot-toast";

/** Fired when the first toast is about to show, so the toaster mounts. */
const toastRequestedEvent = "arcline:toast-requested";
const loadToaster = () => import("@/components/app-toaster");
const AppToaster = lazy(() => loadToaster().then((module) => ({ default: module.AppToaster })));

export function ToasterHost({ closeLabel }: { closeLabel: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    window.addEventListener(toastRequestedEvent, mount);
    return () => window.removeEventListener(toastRequestedEvent, mount);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster closeLabel={closeLabel} />
    </Suspense>
  );
}

/** react-hot-toast and the toaster load with the first toast, not the page: most visits send no form. */
export async function showToast(
  kind: "success" | "error",
  message: ValueOrFunction<Renderable, Toast>,
  options?: ToastOptions,
) {
  const { toast } = await import("react-hot-toast");
  window.dispatchEvent(new Event(toastRequestedEvent));
  return kind === "success" ? toast.success(message, options) : toast.error(message, options);
}

// Offers the reset fields back after a send that never left the browser, so it outlasts the usual 5 s.
export function showRestoreToast(
  message: string,
  position: ToastPosition | undefined,
  onRestore: () => void,
) {
  return showToast(
    "error",
    (current) => (
      <span className="flex flex-col items-start gap-2">
        <span>{message}</span>
        <button
          type="button"
          onClick={() => {
            // The library is loaded by then: a toast is showing.
            void import("react-hot-toast").then(({ toast }) => toast.dismiss(current.id));
            onRestore();
          }}
          className="inline-flex min-h-9 items-center rounded-full border border-text/25 px-4 text-sm font-semibold text-text transition-colors hover:border-text hover:bg-text/5"
        >
          Restore my message
        </button>
      </span>
    ),
    { position, duration: 30_000 },
  );
}

// Called as a visitor starts on a form: a send after the connection drops must still show its toast.
export function preloadToasts() {
  void import("react-hot-toast");
  void loadToaster();
}
