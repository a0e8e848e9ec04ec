/** The site's own form endpoints; each forwards to the agency API path of the same name. */
export const formEndpoints = {
  contact: "/api/contact/post",
  newsletter: "/api/contact/newsletter",
  contactBack: "/api/contact/contact-back",
} as const;

/** What a stored submission is, and so where it is delivered. */
export const formKinds = ["contact", "newsletter", "contact-back"] as const;
export type FormKind = (typeof formKinds)[number];

export const formRoutes: Record<FormKind, { route: string; upstreamPath: string }> = {
  contact: { route: formEndpoints.contact, upstreamPath: "/contact/post" },
  newsletter: { route: formEndpoints.newsletter, upstreamPath: "/contact/newsletter" },
  "contact-back": { route: formEndpoints.contactBack, upstreamPath: "/contact/contact-back" },
};

export const formErrorMessage = "There was an error submitting your form.";
