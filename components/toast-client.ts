"use client";

import type { Renderable, Toast, ToastOptions, ValueOrFunction } from "react-hot-toast";

/** Fired when the first toast is about to show, so the toaster mounts (see ToasterHost). */
export const toastRequestedEvent = "arcline:toast-requested";

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

/** Closes a toast (the library is loaded by then: a toast is showing). */
export async function dismissToast(id: string) {
  const { toast } = await import("react-hot-toast");
  toast.dismiss(id);
}

/**
 * Fetches the toast code ahead of need, when a visitor starts on a form: a submission
 * made after the connection drops must still be able to show its toast.
 */
export function preloadToasts() {
  void import("react-hot-toast");
  void import("@/components/app-toaster");
}
