import { env, type Env } from "@/lib/env";
import { readDeliveryHealth, reportSpam, watchDelivery, type DeliveryHealth } from "@/lib/leads/alerts";
import { drain, type DrainSummary } from "@/lib/leads/delivery";
import { openDelivery, openStore } from "@/lib/leads/process-state";
import type { LeadStore } from "@/lib/leads/store.mjs";
import { errorCode, log } from "@/lib/log";

// Delivery over time: the drain endpoint's run, the server's loop, the alerts, the spam report, the purge.

/** Delivers for about `budgetMs` (the last attempt started ends by then), then purges. */
export async function drainLeads(budgetMs: number): Promise<DrainSummary & { purged: number }> {
  const { config, store, settings } = await openDelivery();
  const deadline = store.now() + Math.max(0, budgetMs - config.UPSTREAM_TIMEOUT_MS);
  const summary = settings
    ? await drain(store, settings, { deadline })
    : { attempted: 0, delivered: 0, pending: 0, undeliverable: 0 };
  await watch(store, config);
  return { ...summary, purged: await purgeExpired(store, config) };
}

export async function deliveryHealth(): Promise<DeliveryHealth> {
  const config = env();
  return readDeliveryHealth(await openStore(config), config);
}

/** A failure must not hold up delivery; both at once, so a slow receiver costs one timeout, not two. */
async function watch(store: LeadStore, config: Env) {
  await Promise.all([
    watchDelivery(store, config).catch((error: unknown) =>
      log("delivery.watch_failed", { error: errorCode(error) }),
    ),
    reportSpam(store, config).catch((error: unknown) =>
      log("spam.report_failed", { error: errorCode(error) }),
    ),
  ]);
}

/** A failure counts as nothing purged: it must not hold up delivery; the next run tries again. */
async function purgeExpired(store: LeadStore, config: Env) {
  try {
    const now = store.now();
    const before = now - config.LEAD_RETENTION_DAYS * 24 * 60 * 60_000;
    const purged = await store.purge(before, now);
    if (purged > 0) log("leads.purged", { leads: purged });
    return purged;
  } catch (error) {
    log("leads.purge_failed", { error: errorCode(error) });
    return 0;
  }
}

const tickMs = 1_000;
const roundMs = 10_000;
const maxErrorWaitMs = 30_000;
const purgeEveryMs = 60 * 60_000;
const watchEveryMs = 15_000;

/** After an error it waits twice as long each time, so a database that is down is not hammered. */
export function startDeliveryLoop() {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let errors = 0;
  // By the monotonic clock: a wall-clock step must not delay the purge by a day.
  let purgedAt = -Infinity;
  let watchedAt = -Infinity;

  const round = async () => {
    const { config, store, settings } = await openDelivery();
    if (settings) await drain(store, settings, { deadline: store.now() + roundMs, stopped: () => stopped });
    if (performance.now() - watchedAt >= watchEveryMs) {
      await watch(store, config);
      watchedAt = performance.now();
    }
    if (performance.now() - purgedAt >= purgeEveryMs) {
      await purgeExpired(store, config);
      purgedAt = performance.now();
    }
  };
  const tick = async () => {
    let wait = tickMs;
    try {
      await round();
      errors = 0;
    } catch (error) {
      errors += 1;
      wait = Math.min(maxErrorWaitMs, tickMs * 2 ** errors);
      log("leads.error", { error: errorCode(error), retryInMs: wait });
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), wait).unref();
  };
  timer = setTimeout(() => (running = tick()), 0).unref();

  return {
    /** Waits for the round under way, whose attempts the upstream timeout bounds. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
