import type { LeadKind } from "@/lib/leads";

/** The site's form endpoints (POST route handlers), one for each kind of lead. */
export const formRoutes = {
  contact: "/api/contact/post",
  newsletter: "/api/contact/newsletter",
  "contact-back": "/api/contact/contact-back",
} as const satisfies Record<LeadKind, `/api/${string}`>;
