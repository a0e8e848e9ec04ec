import { createFormRoute } from "@/lib/forms/handler";
import { formEndpoints } from "@/lib/forms/endpoints";
import { emailSignupSchema } from "@/lib/forms/schemas";

export const dynamic = "force-dynamic";

export const { POST, GET, PUT, PATCH, DELETE } = createFormRoute({
  schema: emailSignupSchema,
  upstreamPath: "/contact/contact-back",
  route: formEndpoints.contactBack,
});
