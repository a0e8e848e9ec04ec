import { formRoutes, type FormKind } from "@/lib/forms/endpoints";
import { formSchemas } from "@/lib/forms/schemas";
import { deliver } from "@/lib/forms/upstream";
import { log } from "@/lib/log";
import type { Outbox, OutboxRecord } from "@/lib/outbox/outbox";

/**
 * Retry timing. While a submission is less than a day old the wait between attempts never
 * exceeds 30 s, so with the 8 s upstream timeout and the 1 s tick it reaches the agency API
 * within a minute of the API coming back. After a day the wait grows to 15 minutes.
 */
export const retryPolicy = {
  baseMs: 2_000,
  firstDayCapMs: 30_000,
  laterCapMs: 15 * 60_000,
  firstDayMs: 24 * 60 * 60_000,
  tickMs: 1_000,
  concurrency: 4,
} as const;

/**
 * Exponential backoff with "equal jitter" (between half and all of the doubled wait, so
 * retries spread out but never come early), raised to the upstream's Retry-After, capped.
 * `failures` counts the failed attempt just made.
 */
export function retryDelay(
  failures: number,
  ageMs: number,
  retryAfterMs: number | undefined,
  random: number,
) {
  const cap = ageMs < retryPolicy.firstDayMs ? retryPolicy.firstDayCapMs : retryPolicy.laterCapMs;
  const wait = Math.min(cap, retryPolicy.baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 20));
  const jittered = wait / 2 + (random * wait) / 2;
  return Math.round(Math.min(cap, Math.max(jittered, retryAfterMs ?? 0)));
}

export type AttemptResult =
  | { outcome: "delivered"; status: number; message: string | undefined }
  | { outcome: "pending"; status?: number }
  | { outcome: "undeliverable"; status?: number }
  /** Another attempt for this submission is under way, or it is no longer pending. */
  | { outcome: "skipped" };

type AttemptOptions = {
  /** The caller already holds this submission's in-flight slot (Outbox.add with `claim`). */
  claimed?: boolean;
  baseUrl: string;
  timeoutMs: number;
  requestId?: string;
  clock?: () => number;
  random?: () => number;
};

/**
 * One delivery attempt for one stored submission, its outcome written to the outbox before
 * this returns. At most one attempt per submission runs at a time in this process, and each
 * carries the submission id as its Idempotency-Key, so a retry after a lost answer can be
 * deduplicated upstream. 2xx: delivered. Network error, timeout, 429, 5xx: stays pending
 * with the next attempt scheduled. Any other status: undeliverable (the agency API refused
 * this body; retrying it unchanged cannot help) until staff re-queue it.
 */
export async function attemptDelivery(
  outbox: Outbox,
  record: OutboxRecord,
  {
    claimed = false,
    baseUrl,
    timeoutMs,
    requestId = crypto.randomUUID(),
    clock = Date.now,
    random = Math.random,
  }: AttemptOptions,
): Promise<AttemptResult> {
  if (record.state !== "pending" || (!claimed && outbox.inFlight.has(record.id)))
    return { outcome: "skipped" };
  outbox.inFlight.add(record.id);
  try {
    const kind = record.kind as FormKind;
    const route = formRoutes[kind];
    const parsed = route ? formSchemas[kind].safeParse(record.payload) : undefined;
    if (!route || !parsed?.success) {
      await outbox.recordAttempt(record.id, { state: "undeliverable", error: "invalid", time: clock() });
      logAttempt(record, "undeliverable", undefined, "invalid");
      return { outcome: "undeliverable" };
    }

    const delivery = await deliver({
      url: `${baseUrl}${route.upstreamPath}`,
      body: parsed.data,
      idempotencyKey: record.id,
      requestId,
      timeoutMs,
    });
    const time = clock();
    if (delivery.kind === "accepted") {
      await outbox.recordAttempt(record.id, { state: "delivered", status: delivery.status, time });
      logAttempt(record, "delivered", delivery.status);
      return { outcome: "delivered", status: delivery.status, message: delivery.message };
    }
    if (delivery.kind === "rejected") {
      await outbox.recordAttempt(record.id, {
        state: "undeliverable",
        status: delivery.status,
        error: "rejected",
        time,
      });
      logAttempt(record, "undeliverable", delivery.status, "rejected");
      return { outcome: "undeliverable", status: delivery.status };
    }
    const wait = retryDelay(
      record.failures + 1,
      time - record.since,
      "retryAfterMs" in delivery ? delivery.retryAfterMs : undefined,
      random(),
    );
    await outbox.recordAttempt(record.id, {
      state: "pending",
      status: delivery.status,
      error: delivery.reason,
      nextAttemptAt: time + wait,
      time,
    });
    logAttempt(record, "pending", delivery.status, delivery.reason, wait);
    return { outcome: "pending", status: delivery.status };
  } finally {
    outbox.inFlight.delete(record.id);
  }
}

function logAttempt(
  record: OutboxRecord,
  outcome: string,
  status?: number,
  error?: string,
  retryInMs?: number,
) {
  log("outbox.attempt", {
    id: record.id,
    kind: record.kind,
    outcome,
    upstreamStatus: status,
    error,
    attempts: record.attempts,
    retryInMs,
  });
}

type DelivererOptions = {
  outbox: () => Promise<Outbox>;
  /** Read on every run, so a configuration change needs no restart of the deliverer. */
  settings: () => { baseUrl: string | undefined; timeoutMs: number };
  clock?: () => number;
  random?: () => number;
};

export type RunSummary = { attempted: number; delivered: number };

/**
 * Sends pending submissions in the background: every second it picks those due, attempts up
 * to four at a time, and stops for this round at the first transient failure (the API is
 * probably down; each pending submission keeps its own backoff).
 */
export class Deliverer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<RunSummary> | undefined;
  private stopped = false;

  constructor(private readonly options: DelivererOptions) {}

  /** One round; a round already under way is joined rather than doubled. */
  runOnce(): Promise<RunSummary> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start() {
    this.stopped = false;
    const tick = async () => {
      try {
        await this.runOnce();
      } catch (error) {
        log("outbox.error", { error: errorCode(error) });
      }
      if (!this.stopped) this.timer = setTimeout(tick, retryPolicy.tickMs).unref();
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops scheduling and waits (at most `graceMs`) for the attempts under way. */
  async stop(graceMs = 10_000) {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running) {
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        this.running.catch(() => undefined),
        new Promise((done) => (timeout = setTimeout(done, graceMs))),
      ]);
      clearTimeout(timeout);
    }
  }

  private async run(): Promise<RunSummary> {
    const summary: RunSummary = { attempted: 0, delivered: 0 };
    const { baseUrl, timeoutMs } = this.options.settings();
    if (!baseUrl) return summary;
    const outbox = await this.options.outbox();
    await outbox.refresh();
    const clock = this.options.clock ?? Date.now;
    const queue = outbox.due(clock());
    let failing = false;
    const worker = async () => {
      while (!failing && !this.stopped) {
        const record = queue.shift();
        if (!record) return;
        const result = await attemptDelivery(outbox, record, {
          baseUrl,
          timeoutMs,
          clock,
          random: this.options.random,
        });
        if (result.outcome === "skipped") continue;
        summary.attempted += 1;
        if (result.outcome === "delivered") summary.delivered += 1;
        if (result.outcome === "pending") failing = true;
      }
    };
    await Promise.all(Array.from({ length: retryPolicy.concurrency }, worker));
    return summary;
  }
}

export function errorCode(error: unknown) {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string")
    return error.code;
  return error instanceof Error ? error.name : "unknown";
}
