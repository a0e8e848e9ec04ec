import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { HttpError, json, withErrorEnvelope } from "@/lib/http/envelope";
import { drainLeads, StoreNotConfigured } from "@/lib/leads/server";
import { errorCode, log } from "@/lib/log";

/**
 * POST /api/leads/drain delivers what is due, for hosts without a long-lived server: a cron
 * job calls it with `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends GET, other
 * schedulers POST). Answers counts only.
 */
export function createDrainRoute(budgetMs: number) {
  const handle = withErrorEnvelope("leads.drain_error", async (request: Request) => {
    requireCronSecret(request);
    const summary = await drainLeads(budgetMs).catch((error: unknown) => {
      throw storeRefusal(error);
    });
    log("leads.drained", summary);
    return json(summary, 200);
  });
  return { GET: handle, POST: handle };
}

/** Without CRON_SECRET the endpoint does not exist; with it, the caller must send it. */
function requireCronSecret(request: Request) {
  const secret = env().CRON_SECRET;
  if (!secret) throw new HttpError(404, "not_found", "Not found.");
  if (!authorized(request.headers.get("authorization"), secret)) {
    throw new HttpError(401, "unauthorized", "A valid bearer token is required.", {
      headers: { "WWW-Authenticate": 'Bearer realm="leads"' },
    });
  }
}

/** Compares digests, which have one length, so the time taken says nothing about the secret. */
function authorized(header: string | null, secret: string) {
  const token = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(token), digest(secret));
}

function storeRefusal(error: unknown) {
  log("leads.drain_failed", { error: errorCode(error) });
  const message =
    error instanceof StoreNotConfigured ? "No lead store is configured." : "The lead store is unavailable.";
  return new HttpError(503, "store_unavailable", message);
}
