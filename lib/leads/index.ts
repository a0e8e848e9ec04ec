import { env, type Env } from "@/lib/env";
import { readDeliveryHealth, watchDelivery, type DeliveryHealth } from "@/lib/leads/alerts";
import {
  attemptDelivery,
  drain,
  leaseMs,
  OutcomeNotRecorded,
  type AttemptResult,
  type DeliverySettings,
  type DrainSummary,
} from "@/lib/leads/delivery";
import type { LeadKind } from "@/lib/leads/kinds.mjs";
import {
  attemptsInFlight,
  closeStore,
  deliveryOwner,
  firstStart,
  openStore,
  StoreNotConfigured,
  stopReceiving,
} from "@/lib/leads/process";
import type { LeadStore } from "@/lib/leads/store.mjs";
import { errorCode, log } from "@/lib/log";

// The lead path's one door: the forms, the route handlers and instrumentation.ts call only
// what this file exports. Staff operations are the store's own methods (scripts/leads.mjs).
export {
  closeStore,
  receiving,
  sharedPool,
  ShuttingDown,
  storeHealth,
  StoreNotConfigured,
} from "@/lib/leads/process";
export { checkLead, type LeadKind } from "@/lib/leads/kinds.mjs";

const dayMs = 24 * 60 * 60_000;

function deliverySettings(config: Env, store: LeadStore): DeliverySettings | undefined {
  if (!config.AGENCY_API_URL) return undefined;
  return {
    owner: deliveryOwner(),
    baseUrl: config.AGENCY_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    clock: () => store.now(),
    attempting: attemptsInFlight(),
  };
}

/**
 * Commits a lead, then, with an agency API configured, makes its first delivery attempt
 * under a lease taken in the same insert, so no deliverer sends it meanwhile. Throws only
 * when the lead was not committed; once it is, every outcome is an answer.
 */
export async function submitLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  requestId: string,
): Promise<{ id: string; result?: AttemptResult }> {
  const config = env();
  const store = await openStore(config);
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
 * purges what the retention period says to. Behind the drain endpoint.
 */
export async function drainLeads(budgetMs: number): Promise<DrainSummary & { purged: number }> {
  const config = env();
  const store = await openStore(config);
  const settings = deliverySettings(config, store);
  const deadline = store.now() + Math.max(0, budgetMs - config.UPSTREAM_TIMEOUT_MS);
  const summary = settings
    ? await drain(store, settings, { deadline })
    : { attempted: 0, delivered: 0, pending: 0, undeliverable: 0 };
  await watch(store, config);
  return { ...summary, purged: await purgeExpired(store, config) };
}

/** Whether leads reach the agency, for /api/health/delivery. */
export async function deliveryHealth(): Promise<DeliveryHealth> {
  const config = env();
  return readDeliveryHealth(await openStore(config), config);
}

/** Opens or closes the delivery incident (lib/leads/alerts.ts); a failure must not hold up delivery. */
async function watch(store: LeadStore, config: Env) {
  try {
    await watchDelivery(store, config);
  } catch (error) {
    log("delivery.watch_failed", { error: errorCode(error) });
  }
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
function startDeliveryLoop() {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let errors = 0;
  // By the monotonic clock: a wall-clock step must not delay the purge by a day.
  let purgedAt: number | undefined;
  let watchedAt = -Infinity;

  const round = async () => {
    const config = env();
    const store = await openStore(config);
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

/** How long a shutdown waits for the posts in flight before it closes the store anyway. */
const drainTimeoutMs = 20_000;
/** Time for the answers of handlers that have just returned to be written out. */
const answerWriteMs = 250;

/**
 * Runs once per server process (instrumentation.ts): opens the lead store, starts the
 * delivery loop (not on Vercel, where POST /api/leads/drain run by cron delivers) and shuts
 * down on SIGTERM/SIGINT. With NEXT_MANUAL_SIG_HANDLE set (`npm start`) this process owns the
 * signal and exits 0; otherwise Next's own handler closes the server and exits.
 */
export async function startLeads() {
  if (!firstStart()) return;
  let config;
  try {
    config = env();
  } catch (error) {
    // A wrong setting stops the server at once with one readable line, not a stack trace.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  await reportStore(config);
  const loop = config.VERCEL ? undefined : startDeliveryLoop();

  let stopping: Promise<void> | undefined;
  const onSignal = (signal: string) => {
    stopping ??= shutdown(signal, loop).then(() => {
      if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(0);
    });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/** Opens the store at start, so the log says at once whether leads can be kept. */
async function reportStore(config: Env) {
  try {
    const store = await openStore(config);
    log("store.ready", {
      engine: store.engine,
      ...(await store.backlog()),
      upstream: config.AGENCY_API_URL ? "configured" : "not configured",
    });
  } catch (error) {
    // Posts answer 503 and health says unavailable until the store opens; the next post,
    // health check or delivery round tries again.
    if (error instanceof StoreNotConfigured) return log("store.not_configured", {});
    const code = errorCode(error);
    log("store.unavailable", {
      error: code,
      // The usual cause in a container: a host folder mounted at /data that uid 1001 cannot write.
      ...(code === "EACCES" || code === "SQLITE_CANTOPEN"
        ? {
            fix: `make DATA_DIR writable by uid ${process.getuid?.() ?? "of the server"} (chown), or use a named volume`,
          }
        : {}),
    });
  }
}

/**
 * Stops taking posts (they get 503), lets the ones in flight finish, stops the delivery loop
 * and closes the store. Every lead was committed before it was answered, so nothing is left
 * to write.
 */
export async function shutdown(signal: string, loop?: { stop(): Promise<void> }) {
  log("server.draining", { signal });
  const left = await stopReceiving(performance.now() + drainTimeoutMs);
  // A post stops counting when its handler returns; Next writes the answer in the next few
  // turns of the event loop, and the process must not exit before that.
  await new Promise((done) => setTimeout(done, answerWriteMs));
  await loop?.stop();
  await closeStore({ forShutdown: true });
  log("server.drained", { signal, postsInFlight: left });
}
