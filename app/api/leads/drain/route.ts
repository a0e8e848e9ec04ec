import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { drainLeads, StoreNotConfigured } from "@/lib/leads/server";
import { errorCode, log } from "@/lib/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
/** Vercel's limit for one run; the drain's last attempt ends ten seconds before it. */
export const maxDuration = 60;
const budgetMs = 50_000;

/**
 * Delivers what is due, for hosts without a long-lived server: a cron job calls it with
 * `Authorization: Bearer <CRON_SECRET>`. Vercel Cron sends GET, other schedulers POST.
 * Answers counts only.
 */
async function handle(request: Request) {
  const secret = env().CRON_SECRET;
  if (!secret) return answer({ message: "Not found." }, 404);
  if (!authorized(request.headers.get("authorization"), secret)) {
    return answer({ message: "A valid bearer token is required." }, 401, {
      "WWW-Authenticate": 'Bearer realm="leads"',
    });
  }
  try {
    const summary = await drainLeads(budgetMs);
    log("leads.drained", summary);
    return answer(summary, 200);
  } catch (error) {
    log("leads.drain_failed", { error: errorCode(error) });
    const message =
      error instanceof StoreNotConfigured ? "No lead store is configured." : "The lead store is unavailable.";
    return answer({ message }, 503);
  }
}

/** Compares digests, which have one length, so the time taken says nothing about the secret. */
function authorized(header: string | null, secret: string) {
  const token = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(token), digest(secret));
}

function answer(body: object, status: number, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export { handle as GET, handle as POST };
