import { version } from "@/package.json";
import { env } from "@/lib/env";
import { json, withErrorEnvelope } from "@/lib/http/envelope";
import { storeHealth } from "@/lib/leads";

export const dynamic = "force-dynamic";

// For load balancers and the container health check: 503 unless this instance can commit a
// lead. No secrets, no counts, no error text.
export const GET = withErrorEnvelope("health.error", async () => {
  const store = await storeHealth();
  // A server shutting down is out of service whatever its store says (and may have closed it).
  const status = store === "closing" ? "shutting down" : store === "ok" ? "ok" : "unavailable";
  const upstream = env().AGENCY_API_URL ? "configured" : "not configured";
  return json({ status, store, version, upstream }, status === "ok" ? 200 : 503);
});
