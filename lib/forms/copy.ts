import { forms } from "@/content";
import { leadKinds, type LeadKind } from "@/lib/leads/kinds.mjs";
import type { ProblemWords } from "@/lib/leads/words";

/** What a form says (content/forms.yaml), for the form in the browser and its route handler. */
export type FormCopy = {
  /** The form's accessible name. */
  label: string;
  /** The email field's name, where only its placeholder is visible. */
  fieldLabel: string;
  placeholder: string;
  /** The submit button's text, and its text while the form is sent. */
  submit: string;
  sending: string;
  /** The answer when the agency API took the lead without a message of its own. */
  received: string;
  /** The answer when the lead is kept and delivered later. */
  stored: string;
  /** What the visitor is told when the site itself could not take the form. */
  error: string;
  /** What the visitor reads under a field filled in wrong. */
  problems: ProblemWords;
};

/** Each field by its label, for the problems' {field}. */
const { contact } = forms;
const fieldNames: Record<LeadKind, ProblemWords["fields"]> = {
  contact: {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phoneNumber: contact.phone,
    subject: contact.subject,
    message: contact.message,
  },
  newsletter: { email: forms.emailLabel },
  "contact-back": { email: forms.emailLabel },
};

export function formCopy(kind: LeadKind): FormCopy {
  const entry = forms[leadKinds[kind].words];
  return {
    label: entry.label,
    fieldLabel: forms.emailLabel,
    placeholder: "placeholder" in entry ? entry.placeholder : "",
    submit: entry.submit,
    sending: forms.sending,
    received: entry.received,
    stored: entry.stored,
    error: forms.error,
    problems: { problems: forms.problems, fields: fieldNames[kind] },
  };
}

/** What a form in the browser is given: all but the schema, which loads with the first focus. */
export type FormView = { kind: LeadKind; route: string; copy: FormCopy };

export function formView(kind: LeadKind): FormView {
  return { kind, route: leadKinds[kind].route, copy: formCopy(kind) };
}
