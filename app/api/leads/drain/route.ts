import { requireCronSecret } from "@/lib/http/cron-secret";
import { HttpError, json, withErrorEnvelope } from "@/lib/http/envelope";
import { drainLeads, StoreNotConfigured } from "@/lib/leads";
import { errorCode, log } from "@/lib/log";

export const dynamic = "force-dynamic";
/** Vercel's limit for one run; the drain's last attempt ends ten seconds before it. */
export const maxDuration = 60;
const budgetMs = 50_000;

// Delivers what is due, for hosts without a long-lived server: a cron job calls it with
// `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends GET, other schedulers POST).
export const POST = withErrorEnvelope("leads.drain_error", async (request: Request) => {
  requireCronSecret(request);
  const summary = await drainLeads(budgetMs).catch((error: unknown) => {
    log("leads.drain_failed", { error: errorCode(error) });
    const message =
      error instanceof StoreNotConfigured ? "No lead store is configured." : "The lead store is unavailable.";
    throw new HttpError(503, "store_unavailable", message);
  });
  log("leads.drained", summary);
  return json(summary, 200);
});
export const GET = POST;
