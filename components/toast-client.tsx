"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { Renderable, Toast, ToastOptions, ToastPosition, ValueOrFunction } from "react-hot-toast";

/** Fired when the first toast is about to show, so the toaster mounts. */
const toastRequestedEvent = "arcline:toast-requested";
const loadToaster = () => import("@/components/app-toaster");
const AppToaster = lazy(() => loadToaster().then((module) => ({ default: module.AppToaster })));

/** Mounts the site's toaster the first time a toast is requested. */
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

/**
 * Shows a toast. react-hot-toast and the toaster load on the first call, not with the
 * page: most visits never submit a form.
 */
export async function showToast(
  kind: "success" | "error",
  message: ValueOrFunction<Renderable, Toast>,
  options?: ToastOptions,
) {
  const { toast } = await import("react-hot-toast");
  window.dispatchEvent(new Event(toastRequestedEvent));
  return kind === "success" ? toast.success(message, options) : toast.error(message, options);
}

/**
 * The error toast for a form the browser could not send at all (offline, site unreachable):
 * the fields were reset as always, and the toast offers them back. It stays longer than the
 * usual 5 s because it carries an action.
 */
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

/**
 * Fetches the toast code ahead of need, when a visitor starts on a form: a submission
 * made after the connection drops must still be able to show its toast.
 */
export function preloadToasts() {
  void import("react-hot-toast");
  void loadToaster();
}
