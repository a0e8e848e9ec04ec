import { createHmac, timingSafeEqual } from "node:crypto";
import type { LeadKind } from "@/lib/leads/kinds.mjs";
import {
  corpusExamples,
  corpusVersion,
  loadFilter,
  textEvidence,
  trainFilter,
  type TrainedFilter,
} from "@/lib/leads/spam-text.mjs";
import type { LeadStore } from "@/lib/leads/store.mjs";
import type { SpamReason } from "@/lib/leads/types";
import { errorCode, log } from "@/lib/log";
import { processWide } from "@/lib/process-wide";

// A post is held only on evidence a person does not leave (the honeypot, too fast by both clocks, a
// throwaway address, link markup) or by the trained filter (lib/leads/spam-text.mjs), whose threshold
// holds no real inquiry of the labelled sets. Held posts are kept for staff to release.
// A repeat is judged by the store itself, as it stores the lead (store.add).

/** Where the form's script ran: the timing value issued at the first touch, and the browser's time since. */
export type PostSignals = { honeypot?: boolean; timing?: unknown; elapsed?: unknown };

/** The least time from first touch to sending: autofill and a click take a second; a message is typed. */
const minFillMs: Record<LeadKind, number> = { contact: 3_000, newsletter: 1_000, "contact-back": 1_000 };

/** A timing value is read for a day; an older one (a tab left open) counts as none. */
const timingLifetimeMs = 24 * 60 * 60_000;

/** A rule whose store read fails is skipped: a lead is never refused for want of a judgement. */
export async function spamReasons(
  store: LeadStore,
  lead: { kind: LeadKind; payload: Record<string, unknown>; now: number },
  signals: PostSignals,
): Promise<SpamReason[]> {
  const reasons: SpamReason[] = [];
  if (signals.honeypot) reasons.push("honeypot");
  try {
    if (await tooFast(store, lead, signals)) reasons.push("too-fast");
  } catch (error) {
    log("spam.check_failed", { error: errorCode(error) });
  }
  reasons.push(...textEvidence(lead.payload));
  try {
    if ((await spamFilter(store)).holds(lead.kind, lead.payload)) reasons.push("content");
  } catch (error) {
    log("spam.filter_failed", { error: errorCode(error) });
  }
  return reasons;
}

/**
 * By both clocks: the signed value's age, which a sender cannot make smaller, and the browser's count
 * since the first touch, which a slow network or another instance's clock cannot for a real visitor.
 */
async function tooFast(store: LeadStore, lead: { kind: LeadKind; now: number }, signals: PostSignals) {
  if (signals.timing === undefined || typeof signals.elapsed !== "number") return false;
  const age = timingAge(await store.secrets.get("form-timing"), signals.timing, lead.now);
  const least = minFillMs[lead.kind];
  return age !== undefined && age < least && signals.elapsed >= 0 && signals.elapsed < least;
}

/** How often an instance looks for a filter trained since (`npm run leads -- train`, another instance). */
const filterCheckMs = 60_000;

type Filter = ReturnType<typeof loadFilter>;
type Saved = { filter: Filter; trainedAt: number; checkedAt: number };
const filters = processWide("spamFilters", () => ({
  corpus: undefined as { trained: TrainedFilter; filter: Filter } | undefined,
  saved: new Map<LeadStore, Promise<Saved | undefined>>(),
  startedAt: new Map<LeadStore, number>(),
}));

/** Trained at most once per process: about a second of work. */
function corpus() {
  if (!filters.corpus) {
    const trained = trainFilter(corpusExamples);
    filters.corpus = { trained, filter: loadFilter(trained) };
  }
  return filters.corpus;
}

export const corpusFilter = () => corpus().filter;

/**
 * The filter the team last trained (`npm run leads -- train`), shared through the store; else the
 * corpus's own. A deploy that grew the corpus retrains the team's, in the background, once: an
 * instance of the previous deploy, started before that, judges by its own corpus rather than
 * training back. So does every instance once a lead it learnt was purged or erased (corpus "").
 */
export async function spamFilter(store: LeadStore): Promise<Filter> {
  const now = store.now();
  const startedAt = filters.startedAt.get(store) ?? now;
  filters.startedAt.set(store, startedAt);
  const cached = await filters.saved.get(store)?.catch(() => undefined);
  if (cached && now - cached.checkedAt < filterCheckMs) return cached.filter;
  const loading = (async (): Promise<Saved | undefined> => {
    const version = await store.spamFilter.version();
    if (!version) return shareCorpusFilter(store, now);
    const trainedAt = Number(version.trainedAt);
    if (version.corpus !== corpusVersion) {
      if (version.corpus === "" || trainedAt < startedAt)
        setImmediate(() => void retrain(store, now, trainedAt));
      return { filter: corpusFilter(), trainedAt, checkedAt: now };
    }
    if (cached?.trainedAt === trainedAt) return { ...cached, checkedAt: now };
    const saved = await store.spamFilter.read();
    return saved && { filter: loadFilter(saved), trainedAt, checkedAt: now };
  })();
  filters.saved.set(store, loading);
  return (await loading)?.filter ?? corpusFilter();
}

/** None saved yet: the corpus's own is, so the instances that start after this one load it, not train it. */
async function shareCorpusFilter(store: LeadStore, now: number): Promise<Saved> {
  const { trained, filter } = corpus();
  await store.spamFilter
    .save(trained, now, null)
    .catch((error: unknown) => log("spam.filter_not_saved", { error: errorCode(error) }));
  return { filter, trainedAt: now, checkedAt: now };
}

async function retrain(store: LeadStore, now: number, replacing: number) {
  try {
    const labelled = await store.labelledLeads();
    await store.spamFilter.save(trainFilter([...corpusExamples, ...labelled]), now, replacing);
    log("spam.filter_trained", { labelled: labelled.length });
  } catch (error) {
    log("spam.filter_failed", { error: errorCode(error) });
  }
}

const sign = (key: string, issued: string) => createHmac("sha256", key).update(issued).digest("base64url");

export function timingValue(key: string, now: number) {
  const issued = now.toString(36);
  return `${issued}.${sign(key, issued)}`;
}

/** Undefined (never counted against a post) for none, a bad signature, the future or over a day old. */
export function timingAge(key: string, value: unknown, now: number): number | undefined {
  if (typeof value !== "string" || value.length > 100) return undefined;
  const [issued = "", signature = ""] = value.split(".");
  const expected = Buffer.from(sign(key, issued));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now - parseInt(issued, 36);
  return age >= 0 && age <= timingLifetimeMs ? age : undefined;
}
