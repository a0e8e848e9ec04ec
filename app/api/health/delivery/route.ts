import { requireCronSecret } from "@/lib/http/cron-secret";
import { json, withErrorEnvelope } from "@/lib/http/envelope";
import { deliveryHealth } from "@/lib/leads";

export const dynamic = "force-dynamic";

// For the operator's uptime monitor: 503 once a lead waited past LEAD_ALERT_MINUTES or the agency
// API refused one. Not for load balancers: every instance answers the same, from the shared store.
// Only to the CRON_SECRET bearer: a sender watching even its status could tell a held post from a lead.
export const GET = withErrorEnvelope("health.delivery_error", async (request: Request) => {
  requireCronSecret(request);
  const health = await deliveryHealth();
  return json(health, health.status === "ok" ? 200 : 503);
});
