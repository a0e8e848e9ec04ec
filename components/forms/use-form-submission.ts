"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { ToastPosition } from "react-hot-toast";
import type { FormView } from "@/lib/forms/copy";
import { elapsedField, timingField } from "@/lib/forms/fields";
import type { FieldErrors } from "@/lib/http/envelope";

type Options = {
  view: FormView;
  toastPosition?: ToastPosition;
  /** When the browser cannot reach the site at all, offer the reset fields back. */
  offerRestore?: boolean;
};

/** The checks (zod's schemas), the post and the toasts load with the first focus inside a form, not with the page. */
const loadSend = () => import("@/components/forms/send");

type Timing = { since: number; value?: string; typed?: boolean };

export function useFormSubmission({ view, toastPosition, offerRestore = false }: Options) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The outcome the live region announces. */
  const [status, setStatus] = useState("");
  const busy = useRef(false);
  // Since the visitor headed for the form: its timing value once it arrives, and whether they
  // typed (a form the browser filled back in after a reload was typed before).
  const timing = useRef<Timing>(undefined);
  const formId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const send = await loadSend().catch(() => null);
    // Without that code (it failed to load), the browser posts the form itself, as it does without
    // JavaScript: the server checks it the same way and answers with its result page.
    if (!send) {
      form.submit();
      return;
    }
    const checked = send.check(view, Object.fromEntries(new FormData(form)));
    if ("errors" in checked) {
      setErrors(checked.errors);
      setStatus("");
      const first = Object.keys(checked.errors)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
      return;
    }
    // Sent only as it stands: a post never waits for it.
    let body = checked.body;
    const timed = timing.current;
    if (timed?.value && timed.typed) {
      const elapsed = Math.round(performance.now() - timed.since);
      body = { ...body, [timingField]: timed.value, [elapsedField]: elapsed };
    }
    timing.current = undefined;

    busy.current = true;
    setPending(true);
    setErrors({});
    setStatus("");
    setStatus(await send.post(form, view, body, { toastPosition, offerRestore }));
    form.reset();
    busy.current = false;
    setPending(false);
  }

  /** As the visitor heads for a form: loads the validation and toast code, asks for the timing value. */
  function prepare() {
    const loading = loadSend();
    void loading.then(({ preloadToasts }) => preloadToasts()).catch(() => undefined);
    if (timing.current) return;
    const started: Timing = { since: performance.now() };
    timing.current = started;
    void loading
      .then(({ timingValue }) => timingValue())
      .then((value) => (started.value = value))
      .catch(() => undefined);
  }

  const formProps = {
    method: "post",
    action: view.route,
    "aria-label": view.copy.label,
    noValidate: true,
    onSubmit,
    onFocus: prepare,
    onPointerEnter: prepare,
    // The visitor typed (or their browser filled a field in for them) since heading for the form.
    onInput: () => {
      if (timing.current) timing.current.typed = true;
    },
  } as const;

  const errorId = (name: string) => `${formId}-${name}-error`;
  /** Props that tie an input to its label and its error message. */
  const fieldProps = (name: string) => {
    const error = errors[name];
    return {
      id: `${formId}-${name}`,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId(name) : undefined,
    } as const;
  };

  return { pending, errors, status, formProps, errorId, fieldProps };
}
