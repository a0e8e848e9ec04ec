/**
 * What a lead's fields may hold that the page's first-load script also needs, kept free of
 * zod so that the validation library is fetched only when a visitor starts filling in a form.
 */

export const subjects = ["General Inquiry", "Brand Identity", "UI/UX", "Packaging Design"] as const;
export type Subject = (typeof subjects)[number];
export const defaultSubject: Subject = "General Inquiry";
