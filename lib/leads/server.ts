import { env, type Env } from "@/lib/env";
import type { FormKind } from "@/lib/forms/endpoints";
import {
  attemptDelivery,
  drain,
  leaseMs,
  OutcomeNotRecorded,
  type AttemptResult,
  type DeliverySettings,
  type DrainSummary,
} from "@/lib/leads/delivery";
import { LeadStore, storeLocation } from "@/lib/leads/store.mjs";
import { deliveryHealth, watchDelivery, type DeliveryHealth } from "@/lib/leads/alerts";
import { errorCode, log } from "@/lib/log";
import { runtime } from "@/lib/server/runtime";

/** The store cannot keep leads on this host (SQLite on Vercel, which has no persistent disk). */
export class StoreNotConfigured extends Error {
  constructor() {
    super("No lead store is configured for this host: set DATABASE_URL.");
  }
}

const dayMs = 24 * 60 * 60_000;
/** How long a failed opening is the answer before the next caller tries again. */
const reopenAfterMs = 2_000;

/** Whether this host has somewhere to keep leads: not SQLite on Vercel, whose disk does not last. */
function storeConfigured(config: Env) {
  return !(config.VERCEL && storeLocation(config).engine === "sqlite");
}

/**
 * The process's lead store, opened (and migrated) on first use. An
 * opening that failed (the database is down, the folder is not writable) stays the answer
 * for two seconds, then the next caller tries again. Once closed for shutdown, it stays
 * closed.
 */
export function leadStore(config: Env = env()): Promise<LeadStore> {
  if (!storeConfigured(config)) return Promise.reject(new StoreNotConfigured());
  const state = runtime();
  if (state.storeClosed) return Promise.reject(new Error("The lead store is closed for shutdown."));
  const location = storeLocation(config);
  const key = JSON.stringify(location);
  const current = state.store;
  const failedLongAgo =
    current?.failedAt !== undefined && performance.now() - current.failedAt >= reopenAfterMs;
  if (current?.key !== key || failedLongAgo) {
    const opening = LeadStore.open(location);
    const entry: NonNullable<typeof state.store> = { key, opening };
    state.store = entry;
    opening.then(
      (store) => (entry.opened = store),
      () => (entry.failedAt = performance.now()),
    );
    if (current?.key !== key) current?.opening.then((store) => store.close()).catch(() => undefined);
  }
  return state.store!.opening;
}

/** The store if it is open already; never opens it (the rate limit asks on every post). */
export function openedStore(): LeadStore | undefined {
  return runtime().store?.opened;
}

/**
 * Closes the process's store, after whatever uses it has stopped; for a shutdown, for good
 * (a late health check must not open it again).
 */
export async function closeLeadStore({ forShutdown = false } = {}) {
  const state = runtime();
  const opening = state.store?.opening;
  state.store = undefined;
  state.storeClosed = forShutdown;
  const store = await opening?.catch(() => undefined);
  await store?.close().catch(() => undefined);
}

export type StoreHealth = "ok" | "unavailable" | "not configured";

/**
 * Whether a lead can be committed now: the store is open and takes a write as large as a
 * lead. Probed at most once a second, however often the health endpoint is asked.
 */
export async function storeHealth(): Promise<StoreHealth> {
  const config = env();
  if (!storeConfigured(config)) return "not configured";
  const state = runtime();
  const now = performance.now();
  if (!state.probe || now - state.probe.at >= 1_000) {
    const result = leadStore(config).then(
      (store) => store.probe(store.now()).then(() => true),
      () => false,
    );
    state.probe = { at: now, result: result.catch(() => false) };
  }
  return (await state.probe.result) ? "ok" : "unavailable";
}

function deliverySettings(config: Env, store: LeadStore): DeliverySettings | undefined {
  if (!config.AGENCY_API_URL) return undefined;
  return {
    owner: runtime().owner,
    baseUrl: config.AGENCY_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    clock: () => store.now(),
  };
}

/**
 * Commits a lead, then, with an agency API configured, makes its first delivery attempt
 * under a lease taken in the same insert, so no deliverer sends it meanwhile. Throws only
 * when the lead was not committed; once it is, every outcome is an answer.
 */
export async function submitLead(
  kind: FormKind,
  payload: Record<string, unknown>,
  requestId: string,
): Promise<{ id: string; result?: AttemptResult }> {
  const config = env();
  const store = await leadStore(config);
  const settings = deliverySettings(config, store);
  const id = crypto.randomUUID();
  const now = store.now();
  const lease = settings && { owner: settings.owner, until: now + leaseMs(settings.timeoutMs) };
  const lead = await store.add({ id, kind, payload, now, lease });
  if (!settings) return { id };
  try {
    return { id, result: await attemptDelivery(store, lead, settings, requestId) };
  } catch (error) {
    // Committed, but the outcome could not be written: the lease runs out and the lead is
    // attempted again (with the same Idempotency-Key). The visitor hears what happened.
    log("lead.outcome_not_recorded", {
      id,
      error: errorCode(error instanceof OutcomeNotRecorded ? error.cause : error),
    });
    return { id, result: error instanceof OutcomeNotRecorded ? error.result : undefined };
  }
}

/**
 * Delivers what is due for about `budgetMs` (the last attempt started ends by then), then
 * purges what the retention period says to. Behind the drain endpoint and the loop.
 */
export async function drainLeads(
  budgetMs: number,
  stopped?: () => boolean,
): Promise<DrainSummary & { purged: number }> {
  const config = env();
  const store = await leadStore(config);
  const settings = deliverySettings(config, store);
  const deadline = store.now() + Math.max(0, budgetMs - config.UPSTREAM_TIMEOUT_MS);
  const summary = settings
    ? await drain(store, settings, { deadline, stopped })
    : { attempted: 0, delivered: 0, pending: 0, undeliverable: 0 };
  await watch(store, config);
  return { ...summary, purged: await purgeExpired(store, config) };
}

/** Opens or closes the delivery incident (lib/leads/alerts.ts); a failure must not hold up delivery. */
async function watch(store: LeadStore, config: Env) {
  try {
    await watchDelivery(store, config);
  } catch (error) {
    log("delivery.watch_failed", { error: errorCode(error) });
  }
}

/** Whether leads reach the agency, for /api/health/delivery. */
export async function storeDeliveryHealth(): Promise<DeliveryHealth> {
  const config = env();
  return deliveryHealth(await leadStore(config), config);
}

/**
 * Removes the personal data the retention period no longer covers. A failure is logged and
 * counted as nothing purged: it must not hold up delivery; the next run tries again.
 */
async function purgeExpired(store: LeadStore, config: Env) {
  try {
    const now = store.now();
    const before = now - config.LEAD_RETENTION_DAYS * dayMs;
    const purged = await store.purgeDelivered(before, now);
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

/**
 * The delivery loop of a long-lived server: drains every second; after a store or
 * configuration error it waits twice as long each time (up to 30 s), so a database that is
 * down is not hammered. Purges once an hour.
 */
export function startDeliveryLoop() {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let errors = 0;
  // By the monotonic clock: a wall-clock step must not delay the purge by a day.
  let purgedAt: number | undefined;
  let watchedAt = -Infinity;

  const round = async () => {
    const config = env();
    const store = await leadStore(config);
    const settings = deliverySettings(config, store);
    if (settings) await drain(store, settings, { deadline: store.now() + roundMs, stopped: () => stopped });
    if (performance.now() - watchedAt >= watchEveryMs) {
      await watch(store, config);
      watchedAt = performance.now();
    }
    if (purgedAt === undefined || performance.now() - purgedAt >= purgeEveryMs) {
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
    if (!stopped) timer = setTimeout(schedule, wait).unref();
  };
  const schedule = () => {
    running = tick();
  };
  timer = setTimeout(schedule, 0).unref();

  return {
    /** Stops scheduling and waits for the round under way (its attempts are bounded by the upstream timeout). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
