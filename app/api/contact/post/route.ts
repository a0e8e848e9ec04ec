import { createFormRoute } from "@/lib/forms/handler";
import { formEndpoints } from "@/lib/forms/endpoints";
import { contactSchema } from "@/lib/forms/schemas";

export const dynamic = "force-dynamic";

export const { POST, GET, PUT, PATCH, DELETE } = createFormRoute({
  schema: contactSchema,
  upstreamPath: "/contact/post",
  route: formEndpoints.contact,
});
