import type { Locator } from "@playwright/test";

/**
 * Types into a field as a person does, over `seconds`: a form sent faster than a person fills
 * it (a second for an email, three for the contact form) is held as spam (lib/leads/spam.ts).
 */
export function typeLikeAPerson(field: Locator, text: string, seconds = 1.5) {
  return field.pressSequentially(text, { delay: (seconds * 1000) / text.length });
}
