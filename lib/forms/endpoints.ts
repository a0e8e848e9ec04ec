/** The site's own form endpoints; each forwards to the agency API path of the same name. */
export const formEndpoints = {
  contact: "/api/contact/post",
  newsletter: "/api/contact/newsletter",
  contactBack: "/api/contact/contact-back",
} as const;

export const formErrorMessage = "There was an error submitting your form.";
