import { deliver } from "@/lib/leads/agency-api";
import { checkLead, isLeadKind, leadKinds } from "@/lib/leads/kinds.mjs";
import type { LeadStore } from "@/lib/leads/store.mjs";
import type { Lead, Outcome } from "@/lib/leads/types";
import { log } from "@/lib/log";

/**
 * In its first day a lead waits at most 30 s between attempts, so with the 8 s upstream timeout and
 * the 1 s tick it reaches the agency API within a minute of the API coming back.
 */
export const retryPolicy = {
  baseMs: 2_000,
  firstDayCapMs: 30_000,
  laterCapMs: 15 * 60_000,
  firstDayMs: 24 * 60 * 60_000,
  concurrency: 4,
} as const;

// Longer than any attempt, so a live process never loses a lead it is posting; short enough that a
// crashed process's leads are taken over soon.
export function leaseMs(timeoutMs: number) {
  return 2 * timeoutMs + 5_000;
}

/**
 * Exponential backoff with "equal jitter" (half to all of the doubled wait: spread out, never early),
 * raised to the upstream's Retry-After, capped. `failures` counts the failed attempt just made.
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

/** What an attempt came to, as the visitor's answer needs it. */
export type AttemptResult = { outcome: Outcome["state"]; status?: number; message?: string };

export type DeliverySettings = {
  /** This process's name on the leases it takes. */
  owner: string;
  baseUrl: string;
  timeoutMs: number;
  clock: () => number;
  random?: () => number;
  /** The leads this process is posting now: a clock stepped forward can make their leases look run out. */
  attempting: Set<string>;
  /** Sends each lead's page and campaign (`source`) with its fields (FORWARD_LEAD_SOURCE). */
  forwardSource?: boolean;
};

/**
 * For a lead whose lease this process holds; the outcome is written before this returns. Network
 * error, timeout, 429, 5xx: retried later. Any other non-2xx: undeliverable (retrying the body
 * unchanged cannot help) until staff re-queue it. `fields` are the post's, just checked; without
 * them the stored payload is checked here, since a row may predate the form's current schema.
 */
export async function attemptDelivery(
  store: LeadStore,
  lead: Lead,
  settings: DeliverySettings,
  { requestId = crypto.randomUUID(), fields }: { requestId?: string; fields?: Record<string, unknown> } = {},
): Promise<AttemptResult> {
  settings.attempting.add(lead.id);
  try {
    const { outcome, message, now } = await attempt(lead, fields ?? storedFields(lead), settings, requestId);
    const result: AttemptResult = { outcome: outcome.state, status: outcome.status, message };
    const recorded = await store.record(lead.id, settings.owner, outcome, now).catch((error: unknown) => {
      throw new OutcomeNotRecorded(result, error);
    });
    log("lead.attempt", {
      id: lead.id,
      kind: lead.kind,
      outcome: outcome.state,
      upstreamStatus: outcome.status,
      error: "error" in outcome ? outcome.error : undefined,
      attempts: lead.attempts + 1,
      retryInMs: outcome.state === "pending" ? outcome.retryInMs : undefined,
      // The lease ran out during the attempt and another process took the lead over.
      leaseLost: recorded ? undefined : true,
    });
    return result;
  } finally {
    settings.attempting.delete(lead.id);
  }
}

/** A stored lead's fields as its form's schema reads them now; undefined when they no longer pass. */
function storedFields({ kind, payload }: Lead) {
  const checked = isLeadKind(kind) && payload ? checkLead(kind, payload) : undefined;
  return checked?.ok ? checked.fields : undefined;
}

async function attempt(
  lead: Lead,
  fields: Record<string, unknown> | undefined,
  { baseUrl, timeoutMs, clock, random = Math.random, forwardSource = false }: DeliverySettings,
  requestId: string,
): Promise<{ outcome: Outcome; message?: string; now: number }> {
  if (!fields || !isLeadKind(lead.kind))
    return { outcome: { state: "undeliverable", error: "invalid" }, now: clock() };

  const body = forwardSource && lead.source ? { ...fields, source: lead.source } : fields;
  const delivery = await deliver(`${baseUrl}${leadKinds[lead.kind].upstreamPath}`, body, {
    idempotencyKey: lead.id,
    requestId,
    timeoutMs,
  });
  const now = clock();
  if (delivery.result === "accepted")
    return { outcome: { state: "delivered", status: delivery.status }, message: delivery.message, now };
  if (delivery.result === "rejected")
    return { outcome: { state: "undeliverable", status: delivery.status, error: "rejected" }, now };
  const { status, reason, retryAfterMs } = delivery;
  const retryInMs = retryDelay(lead.failures + 1, now - lead.since, retryAfterMs, random());
  return { outcome: { state: "pending", status, error: reason, retryInMs }, now };
}

/** An attempt whose outcome could not be written: the lease runs out and it is tried again. */
export class OutcomeNotRecorded extends Error {
  constructor(
    readonly result: AttemptResult,
    readonly cause: unknown,
  ) {
    super("The outcome of a delivery attempt could not be written.");
  }
}

export type DrainSummary = { attempted: number; delivered: number; pending: number; undeliverable: number };

/**
 * Delivers due leads until none is due, `deadline` (by `clock`) has passed, or a whole batch fails
 * transiently (the API is probably down). A batch with a success goes on: an API that fails now and
 * then must not leave the rest for the next round. Leased a few at a time, so processes can share it.
 */
export async function drain(
  store: LeadStore,
  settings: DeliverySettings,
  { deadline, stopped = () => false }: { deadline: number; stopped?: () => boolean },
): Promise<DrainSummary> {
  const { clock, attempting } = settings;
  const summary: DrainSummary = { attempted: 0, delivered: 0, pending: 0, undeliverable: 0 };
  while (!stopped() && clock() < deadline) {
    await store.syncClock();
    const leads = await store.claimDue({
      owner: settings.owner,
      now: clock(),
      leaseMs: leaseMs(settings.timeoutMs),
      limit: retryPolicy.concurrency,
      exclude: [...attempting],
    });
    if (leads.length === 0) break;
    // Every attempt runs to its end before an error (a failed write) is passed on.
    const settled = await Promise.allSettled(leads.map((lead) => attemptDelivery(store, lead, settings)));
    for (const result of settled) {
      if (result.status === "rejected") throw result.reason;
      summary.attempted += 1;
      summary[result.value.outcome] += 1;
    }
    if (settled.every((result) => result.status === "fulfilled" && result.value.outcome === "pending")) break;
  }
  return summary;
}
