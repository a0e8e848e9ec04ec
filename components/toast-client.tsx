"use client";

import type { Renderable, Toast, ToastOptions, ToastPosition, ValueOrFunction } from "react-hot-toast";

const loadToaster = () => import("@/components/app-toaster");
let toaster: Promise<unknown> | undefined;

// The toaster is a React root of its own, made with the first toast: the pages carry none of it.
function mountToaster(closeLabel: string) {
  toaster ??= Promise.all([import("react-dom/client"), loadToaster()]).then(
    ([{ createRoot }, { AppToaster }]) => {
      const host = document.body.appendChild(document.createElement("div"));
      createRoot(host).render(<AppToaster closeLabel={closeLabel} />);
    },
  );
  return toaster;
}

/** react-hot-toast and the toaster load with the first toast, not the page: most visits send no form. */
export async function showToast(
  kind: "success" | "error",
  message: ValueOrFunction<Renderable, Toast>,
  { closeLabel, ...options }: ToastOptions & { closeLabel: string },
) {
  const [{ toast }] = await Promise.all([import("react-hot-toast"), mountToaster(closeLabel)]);
  return kind === "success" ? toast.success(message, options) : toast.error(message, options);
}

// Offers the reset fields back after a send that never left the browser, so it outlasts the usual 5 s.
export function showRestoreToast(
  message: string,
  { position, closeLabel }: { position?: ToastPosition; closeLabel: string },
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
    { position, closeLabel, duration: 30_000 },
  );
}

// Called as a visitor starts on a form: a send after the connection drops must still show its toast.
export function preloadToasts() {
  void import("react-hot-toast");
  void loadToaster();
}
