import { contentIn, type Content } from "@/content";
import { defaultLanguage } from "@/content/languages";
import { contactFieldNames } from "@/content/contact-form.mjs";
import { leadKinds, type LeadKind } from "@/lib/leads/kinds.mjs";
import { languageParameter } from "@/lib/routes";
import type { ProblemCopy } from "@/lib/leads/problem-messages";

/** Each field by its label, for the problems' {field}. */
const fieldNames = (forms: Content["forms"]): Record<LeadKind, ProblemCopy["fields"]> => ({
  contact: Object.fromEntries(contactFieldNames.map((name) => [name, forms.contact[name]])),
  newsletter: { email: forms.emailLabel },
  "contact-back": { email: forms.emailLabel },
});

/** What a form says (content/forms.yaml), for the form in the browser and its route handler. */
export function formCopy(kind: LeadKind, { common, forms }: Content = contentIn(defaultLanguage)) {
  const { copyKey, rules } = leadKinds[kind];
  const entry = forms[copyKey];
  return {
    /** The form's accessible name. */
    label: entry.label,
    /** The email field's name, where only its placeholder is visible. */
    fieldLabel: forms.emailLabel,
    placeholder: "placeholder" in entry ? entry.placeholder : "",
    submit: entry.submit,
    sending: forms.sending,
    /** The answer when the agency API took the lead without a message of its own. */
    received: entry.received,
    /** The answer when the lead is kept and delivered later. */
    stored: entry.stored,
    error: forms.error,
    /** The name of a toast's close button. */
    dismiss: common.screenReader.closeMessage,
    problems: {
      problems: Object.fromEntries(rules.map((rule) => [rule, forms.problems[rule]])),
      fields: fieldNames(forms)[kind],
    },
  };
}

export type FormCopy = ReturnType<typeof formCopy>;

/** What a form in the browser is given: all but the schema, which loads with the first focus. */
export type FormView = { kind: LeadKind; route: string; copy: FormCopy };

export function formView(kind: LeadKind, content: Content): FormView {
  const { route } = leadKinds[kind];
  // The form's language, for the answers and the page a post without JavaScript lands on.
  const query = content.lang === defaultLanguage ? "" : `?${languageParameter}=${content.lang}`;
  return { kind, route: `${route}${query}`, copy: formCopy(kind, content) };
}
