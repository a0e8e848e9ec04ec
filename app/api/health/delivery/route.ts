import { json, withErrorEnvelope } from "@/lib/http/envelope";
import { deliveryHealth } from "@/lib/leads";

export const dynamic = "force-dynamic";

/**
 * For the operator's uptime monitor: 200 while leads reach the agency, 503 once a lead has
 * waited longer than LEAD_ALERT_MINUTES or the agency API refused one. Counts and an age
 * only. Not for load balancers: every instance answers the same, from the shared store.
 */
export const GET = withErrorEnvelope("health.delivery_error", async () => {
  const health = await deliveryHealth();
  return json(health, health.status === "ok" ? 200 : 503);
});
