"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { ToastPosition } from "react-hot-toast";
import { preloadToasts, showRestoreToast, showToast } from "@/components/toast-client";
import type { FormView } from "@/lib/forms/copy";
import { elapsedField, honeypotField, timingField } from "@/lib/forms/fields";
import type { FieldErrors } from "@/lib/http/envelope";
import { routes } from "@/lib/routes";

type Options = {
  endpoint: FormView;
  toastPosition?: ToastPosition;
  /** When the browser cannot reach the site at all, offer the reset fields back. */
  offerRestore?: boolean;
};

/** The lead kinds, their zod schemas and their wording load with the first focus inside a form, not with the page. */
const loadKinds = () => Promise.all([import("@/lib/leads/kinds.mjs"), import("@/lib/leads/words")]);

type Timing = { since: number; value?: string; typed?: boolean };

async function textOf(response: Response, key: string) {
  const value: unknown = (await response.json().catch(() => undefined))?.[key];
  return typeof value === "string" ? value : undefined;
}

export function useFormSubmission({ endpoint, toastPosition, offerRestore = false }: Options) {
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
    const values = Object.fromEntries(new FormData(form));
    // Should the validation code fail to load, the server still validates the same way.
    const loaded = await loadKinds().catch(() => null);
    let body: object = values;
    if (loaded) {
      const [{ checkLead }, { wordErrors }] = loaded;
      const checked = checkLead(endpoint.kind, values);
      if (!checked.ok) {
        const errors = wordErrors(checked.problems, endpoint.copy.problems);
        setErrors(errors);
        setStatus("");
        const first = Object.keys(errors)[0];
        if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
        return;
      }
      // A filled-in honeypot goes along, so the server holds the post as spam.
      const honeypot = values[honeypotField];
      body = { ...checked.fields, ...(honeypot ? { [honeypotField]: honeypot } : {}) };
    }
    // Sent only as it stands: a post never waits for it.
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
    // No response: offline, or the site unreachable.
    const response = await fetch(endpoint.route, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    const ok = response?.ok === true;
    const message = ok
      ? ((await textOf(response, "message")) ?? endpoint.copy.received)
      : endpoint.copy.error;
    const unreachable = !response || navigator.onLine === false;

    const toast = { position: toastPosition, closeLabel: endpoint.copy.dismiss };
    if (!ok && offerRestore && unreachable) void showRestoreToast(message, toast, keepTyped(form));
    else void showToast(ok ? "success" : "error", message, toast);
    setStatus(message);
    form.reset();
    busy.current = false;
    setPending(false);
  }

  /** As the visitor heads for a form: loads the validation and toast code, asks for the timing value. */
  function prepare() {
    void loadKinds();
    preloadToasts();
    if (timing.current) return;
    const started: Timing = { since: performance.now() };
    timing.current = started;
    void fetch(routes.formTiming, { cache: "no-store" })
      .then((response) => (response.ok ? textOf(response, "value") : undefined))
      .then((value) => (started.value = value))
      .catch(() => undefined);
  }

  const formProps = {
    method: "post",
    action: endpoint.route,
    "aria-label": endpoint.copy.label,
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

/** What the visitor typed (minus the honeypot), and how to put it back into the reset form. */
function keepTyped(form: HTMLFormElement) {
  const typed = [...new FormData(form)].filter(
    (entry): entry is [string, string] => entry[0] !== honeypotField && typeof entry[1] === "string",
  );
  return () => {
    for (const [name, value] of typed) {
      const field = form.elements.namedItem(name);
      // A RadioNodeList (the subject) checks the radio with this value.
      if (field && "value" in field) field.value = value;
    }
    const first = typed[0] && form.elements.namedItem(typed[0][0]);
    if (first instanceof HTMLElement) first.focus();
  };
}
