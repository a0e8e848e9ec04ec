// A form's checks, its post and its toasts: loaded as a visitor heads for a form (zod with them),
// not with the page, which most visits never use to send anything.
import { preloadToasts, showRestoreToast, showToast } from "@/components/toast-client";
import type { ToastPosition } from "react-hot-toast";
import type { FormView } from "@/lib/forms/copy";
import { honeypotField } from "@/lib/forms/fields";
import type { FieldErrors } from "@/lib/http/envelope";
import { checkLead } from "@/lib/leads/kinds.mjs";
import { problemMessages } from "@/lib/leads/problem-messages";
import { routes } from "@/lib/routes";

export { preloadToasts };

async function textOf(response: Response, key: string) {
  const value: unknown = (await response.json().catch(() => undefined))?.[key];
  return typeof value === "string" ? value : undefined;
}

/** The form's timing value (app/api/contact/timing/route.ts), if the site gives one. */
export function timingValue(): Promise<string | undefined> {
  return fetch(routes.formTiming, { cache: "no-store" })
    .then((response) => (response.ok ? textOf(response, "value") : undefined))
    .catch(() => undefined);
}

/** The fields to post, as the server will check them, or what is wrong with them as the form's copy says it. */
export function check(
  view: FormView,
  values: Record<string, FormDataEntryValue>,
): { body: object } | { errors: FieldErrors } {
  const checked = checkLead(view.kind, values);
  if (!checked.ok) return { errors: problemMessages(checked.problems, view.copy.problems) };
  // A filled-in honeypot goes along, so the server holds the post as spam.
  const honeypot = values[honeypotField];
  return { body: { ...checked.fields, ...(honeypot ? { [honeypotField]: honeypot } : {}) } };
}

/** Posts the fields and shows how it went; resolves to the sentence the live region announces. */
export async function post(
  form: HTMLFormElement,
  view: FormView,
  body: object,
  { toastPosition, offerRestore }: { toastPosition?: ToastPosition; offerRestore: boolean },
): Promise<string> {
  // No response: offline, or the site unreachable.
  const response = await fetch(view.route, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  const ok = response?.ok === true;
  const message = ok ? ((await textOf(response, "message")) ?? view.copy.received) : view.copy.error;
  const unreachable = !response || navigator.onLine === false;

  const toast = { position: toastPosition, closeLabel: view.copy.dismiss };
  if (!ok && offerRestore && unreachable) void showRestoreToast(message, toast, keepTyped(form));
  else void showToast(ok ? "success" : "error", message, toast);
  return message;
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
