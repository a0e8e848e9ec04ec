/**
 * The form facts the page's first-load script needs, kept free of zod so that the
 * validation library is fetched only when a visitor starts filling in a form.
 */

export const subjects = ["General Inquiry", "Brand Identity", "UI/UX", "Packaging Design"] as const;
export type Subject = (typeof subjects)[number];
export const defaultSubject: Subject = "General Inquiry";

/** A hidden field that people never see and bots fill in. */
export const honeypotField = "website";

export type FieldErrors = Partial<Record<string, string>>;
