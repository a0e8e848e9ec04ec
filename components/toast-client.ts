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
