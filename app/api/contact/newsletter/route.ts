import { createFormRoute } from "@/lib/forms/handler";

export const dynamic = "force-dynamic";

export const { POST, OPTIONS, GET, PUT, PATCH, DELETE } = createFormRoute("newsletter");
