import type { Env } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store.mjs";
import { errorCode, log } from "@/lib/log";

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
  if (await store.setIncident(failing, store.now()))
    log(failing ? "delivery.incident_opened" : "delivery.incident_closed", { ...health });
  if (!config.ALERT_WEBHOOK_URL || !(await store.claimAlert(failing))) return health;
  try {
    await postAlert(config.ALERT_WEBHOOK_URL, alertText(health, config.SITE_URL), timeoutMs);
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      log("delivery.alert_unconfirmed", { timeoutMs });
      return health;
    }
    log("delivery.alert_failed", { error: errorCode(error) });
    await store.releaseAlert(failing);
  }
  return health;
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
  return `Leads from ${siteUrl} are not reaching the agency: ${parts.join("; ")}. Details: ${siteUrl}/api/health/delivery`;
}

async function postAlert(url: string, text: string, timeoutMs: number) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "error",
  });
  await response.arrayBuffer();
  if (!response.ok)
    throw Object.assign(new Error(`alert answered ${response.status}`), { code: `HTTP_${response.status}` });
}
