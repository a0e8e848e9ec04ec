"use client";

import type { ToastPosition } from "react-hot-toast";
import { dismissToast, showToast } from "@/components/toast-client";

/**
 * The error toast for a form the browser could not send at all (offline, site unreachable):
 * the fields were reset as always, and the toast offers them back. It stays longer than the
 * usual 5 s because it carries an action.
 */
export function showRestoreToast({
  message,
  position,
  onRestore,
}: {
  message: string;
  position?: ToastPosition;
  onRestore: () => void;
}) {
  return showToast(
    "error",
    (current) => (
      <span className="flex flex-col items-start gap-2">
        <span>{message}</span>
        <button
          type="button"
          onClick={() => {
            void dismissToast(current.id);
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
