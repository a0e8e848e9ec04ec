import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { env, type Env } from "@/lib/env";
import { storeLocation } from "@/lib/leads/location.mjs";
import type { DeliverySettings } from "@/lib/leads/delivery";
import { LeadStore } from "@/lib/leads/store.mjs";
import { processWide } from "@/lib/process-wide";

/** No DATABASE_URL on Vercel, which has no persistent disk for SQLite. */
export class StoreNotConfigured extends Error {
  constructor() {
    super("No lead store is configured for this host: set DATABASE_URL.");
  }
}

export class ShuttingDown extends Error {
  constructor() {
    super("The server is shutting down.");
  }
}

const reopenAfterMs = 2_000;

/** The lead path's state in this process; only this module reads or writes it. */
const state = processWide("leads", () => ({
  owner: `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
  started: false,
  shuttingDown: false,
  postsInFlight: 0,
  attempting: new Set<string>(),
  store: undefined as
    { key: string; opening: Promise<LeadStore>; opened?: LeadStore; failedAt?: number } | undefined,
  /** Set once the store is closed for shutdown: a late health check must not open it again. */
  storeClosed: false,
  probe: undefined as { at: number; result: Promise<boolean> } | undefined,
}));

/** The store and how this process delivers to it: no settings in the store-only set-up (no agency API). */
export async function openDelivery() {
  const config = env();
  const store = await openStore(config);
  const settings: DeliverySettings | undefined = config.AGENCY_API_URL
    ? {
        owner: state.owner,
        baseUrl: config.AGENCY_API_URL,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        clock: () => store.now(),
        attempting: state.attempting,
        forwardSource: config.FORWARD_LEAD_SOURCE,
      }
    : undefined;
  return { config, store, settings };
}

/** True for the first caller only: the process's delivery loop and signal handlers start once. */
export function firstStart() {
  if (state.started) return false;
  state.started = true;
  return true;
}

export const attemptsInFlight = () => state.attempting;

function storeConfigured(config: Env) {
  return !(config.VERCEL && !storeLocation(config).databaseUrl);
}

/** A failed opening stays the answer for reopenAfterMs. Once closed for shutdown, it stays closed. */
export function openStore(config: Env = env()): Promise<LeadStore> {
  if (!storeConfigured(config)) return Promise.reject(new StoreNotConfigured());
  if (state.storeClosed) return Promise.reject(new ShuttingDown());
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

/** For the rate limit; never opens the store (asked on every post). */
export function sharedLimiter() {
  return state.store?.opened?.sharedLimiter;
}

/** For a shutdown, for good; otherwise (tests) the next use opens it again. */
export async function closeStore({ forShutdown = false } = {}) {
  const opening = state.store?.opening;
  state.store = undefined;
  state.probe = undefined;
  state.storeClosed = forShutdown;
  if (!forShutdown) state.shuttingDown = false;
  const store = await opening?.catch(() => undefined);
  await store?.close().catch(() => undefined);
}

/** Probed at most once a second however often it is asked. */
export async function storeHealth(): Promise<"ok" | "unavailable" | "not configured" | "closing"> {
  if (state.shuttingDown) return "closing";
  const config = env();
  if (!storeConfigured(config)) return "not configured";
  const now = performance.now();
  if (!state.probe || now - state.probe.at >= 1_000) {
    const probed = openStore(config).then((store) => store.probe(store.now()));
    state.probe = { at: now, result: probed.then(() => true).catch(() => false) };
  }
  return (await state.probe.result) ? "ok" : "unavailable";
}

/** Counted, so that a shutdown waits for its answer. */
export async function receiving<T>(work: () => Promise<T>): Promise<T> {
  if (state.shuttingDown) throw new ShuttingDown();
  state.postsInFlight += 1;
  try {
    return await work();
  } finally {
    state.postsInFlight -= 1;
  }
}

/** Resolves with how many posts are still in flight once none is, or at `deadline`. */
export async function stopReceiving(deadline: number) {
  state.shuttingDown = true;
  while (state.postsInFlight > 0 && performance.now() < deadline)
    await new Promise((tick) => setTimeout(tick, 25));
  return state.postsInFlight;
}
