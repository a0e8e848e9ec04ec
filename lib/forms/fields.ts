/** A hidden field that people never see and bots fill in. */
export const honeypotField = "website";
