import type { Env } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store.mjs";
import { errorCode, log } from "@/lib/log";
import { postWebhook } from "@/lib/webhook";

export type DeliveryHealth = {
  status: "ok" | "delayed" | "undeliverable";
  /** "off" without AGENCY_API_URL: leads are kept for staff, by design, and none is late. */
  delivery: "on" | "off";
  pending: number;
  oldestPendingSeconds: number | null;
  undeliverable: number;
  /** Posts the spam rules hold (lib/leads/spam.ts): never sent, never a delivery problem. */
  spam: number;
  /** The wait after which a lead counts as delayed (LEAD_ALERT_MINUTES). */
  limitSeconds: number;
};

export async function readDeliveryHealth(store: LeadStore, config: Env): Promise<DeliveryHealth> {
  const { pending, undeliverable, spam, oldestPendingAt } = await store.deliveryState();
  const limitSeconds = config.LEAD_ALERT_MINUTES * 60;
  const oldestPendingSeconds =
    oldestPendingAt === null ? null : Math.max(0, Math.floor((store.now() - oldestPendingAt) / 1000));
  const delivery = config.AGENCY_API_URL ? "on" : "off";
  const status =
    undeliverable > 0
      ? "undeliverable"
      : delivery === "on" && oldestPendingSeconds !== null && oldestPendingSeconds > limitSeconds
        ? "delayed"
        : "ok";
  return { status, delivery, pending, oldestPendingSeconds, undeliverable, spam, limitSeconds };
}

/**
 * Opens or closes the incident (logged once, by whichever instance notices first) and posts one
 * alert per change. One the receiver refuses is sent again at the next round; one it took too long
 * to answer may have arrived, so it is not sent twice.
 */
export async function watchDelivery(
  store: LeadStore,
  config: Env,
  { timeoutMs = 10_000 } = {},
): Promise<DeliveryHealth> {
  const health = await readDeliveryHealth(store, config);
  const failing = health.status !== "ok";
  if (await store.incidents.set(failing, store.now()))
    log(failing ? "delivery.incident_opened" : "delivery.incident_closed", { ...health });
  if (!config.ALERT_WEBHOOK_URL || !(await store.incidents.claimAlert(failing))) return health;
  try {
    if (!(await postWebhook(config.ALERT_WEBHOOK_URL, alertText(health, config.SITE_URL), timeoutMs)))
      log("delivery.alert_unconfirmed", { timeoutMs });
  } catch (error) {
    log("delivery.alert_failed", { error: errorCode(error) });
    await store.incidents.releaseAlert(failing);
  }
  return health;
}

const dayMs = 24 * 60 * 60_000;
// A post is stored with the time it arrived but may commit a moment later: one newer than this
// waits for the next report, so none is left below the mark unreported.
const settleMs = 60_000;

/**
 * Tells the team, at most once a day, of the posts held as spam since the last report: a real lead
 * among them is otherwise lost. One instance claims each report; one the receiver refuses is given
 * back and sent at a later check; one it took too long to answer may have arrived, so it is made.
 */
export async function reportSpam(store: LeadStore, config: Env, { timeoutMs = 10_000 } = {}) {
  const now = store.now();
  const last = await store.incidents.spamReport();
  if (now - last.reportedAt < dayMs) return;
  const until = now - settleMs;
  const held = await store.incidents.heldSpam(last.reportedUntil, until);
  if (held.posts === 0 || !(await store.incidents.changeSpamReport({ reportedAt: now }, last.reportedAt)))
    return;
  const since = last.reportedUntil || held.first;
  const reasons = [...held.reasons].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  if (!config.ALERT_WEBHOOK_URL)
    log("spam.report", {
      posts: held.posts,
      since: new Date(since).toISOString(),
      ...Object.fromEntries(reasons),
    });
  else
    try {
      const text = spamReportText(held.posts, since, reasons, config.SITE_URL);
      if (!(await postWebhook(config.ALERT_WEBHOOK_URL, text, timeoutMs)))
        log("spam.report_unconfirmed", { timeoutMs });
    } catch (error) {
      log("spam.report_failed", { error: errorCode(error) });
      await store.incidents.changeSpamReport({ reportedAt: last.reportedAt }, now);
      return;
    }
  await store.incidents.changeSpamReport({ reportedUntil: until }, now);
}

/** Counts and rules only: never an address, a name or a message. */
function spamReportText(posts: number, since: number, reasons: [string, number][], siteUrl: string) {
  const time = new Date(since).toUTCString().slice(5, 22);
  const counts = reasons.map(([reason, n]) => `${reason} ${n}`).join(", ");
  return (
    `${posts} post(s) to ${siteUrl} were held as spam since ${time} UTC: ${counts}. ` +
    "A real lead among them is lost unless it is released. " +
    "Review them, and release any real one: npm run leads -- list --state spam"
  );
}

/** One line for a person, with counts and times only: never an address, a name or a message. */
function alertText(health: DeliveryHealth, siteUrl: string): string {
  if (health.status === "ok")
    return `Leads from ${siteUrl} reach the agency again. Nothing is waiting too long.`;
  const parts = [];
  if (health.undeliverable > 0)
    parts.push(
      `${health.undeliverable} lead(s) were refused by the agency API and need staff (npm run leads -- list --state undeliverable)`,
    );
  if (health.oldestPendingSeconds !== null && health.oldestPendingSeconds > health.limitSeconds)
    parts.push(
      `${health.pending} lead(s) are waiting for the agency API, the oldest for ${Math.round(health.oldestPendingSeconds / 60)} minutes`,
    );
  return `Leads from ${siteUrl} are not reaching the agency: ${parts.join("; ")}. Details: ${siteUrl}/api/health/delivery (with the CRON_SECRET bearer)`;
}
