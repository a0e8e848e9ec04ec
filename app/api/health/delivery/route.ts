import { hasCronSecret } from "@/lib/http/cron-secret";
import { json, withErrorEnvelope } from "@/lib/http/envelope";
import { deliveryHealth } from "@/lib/leads";

export const dynamic = "force-dynamic";

// For the uptime monitor: 503 once a lead waited past LEAD_ALERT_MINUTES or the agency API
// refused one. Not for load balancers: every instance answers the same, from the shared store.
// The counts only with CRON_SECRET: a sender watching them could tell whether its post was held.
export const GET = withErrorEnvelope("health.delivery_error", async (request: Request) => {
  const health = await deliveryHealth();
  const body = hasCronSecret(request) ? health : { status: health.status, delivery: health.delivery };
  return json(body, health.status === "ok" ? 200 : 503);
});
