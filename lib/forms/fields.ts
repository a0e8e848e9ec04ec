/** A hidden field that people never see and bots fill in. */
export const honeypotField = "website";

// What the form's script sends to say when the visitor first touched the form (lib/leads/spam.ts):
// the signed value it was given then, and the milliseconds since by the browser's clock.
export const timingField = "formTiming";
export const elapsedField = "formElapsed";
