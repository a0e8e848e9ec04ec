/** A hidden field that people never see and bots fill in. */
export const honeypotField = "website";

/** The value the form's script sends to say when the visitor first touched the form (lib/leads/spam.ts). */
export const timingField = "formTiming";
