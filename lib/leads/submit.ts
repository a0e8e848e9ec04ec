import { attemptDelivery, leaseMs, OutcomeNotRecorded, type AttemptResult } from "@/lib/leads/delivery";
import type { LeadKind } from "@/lib/leads/kinds.mjs";
import { openDelivery, openStore } from "@/lib/leads/process-state";
import { spamReasons, timingValue, type PostSignals } from "@/lib/leads/spam";
import type { FormAnswer, LeadSource } from "@/lib/leads/types";
import { errorCode, log } from "@/lib/log";

/**
 * The first attempt runs under a lease taken in the same insert, so no deliverer sends it meanwhile.
 * Throws only when the lead was not committed; once it is, every outcome is an answer.
 */
export async function submitLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  {
    requestId,
    source,
    language,
    signals = {},
  }: { requestId: string; source?: LeadSource; language?: string; signals?: PostSignals },
): Promise<{ id: string; spam?: boolean; result?: AttemptResult }> {
  const { store, settings } = await openDelivery();
  const id = crypto.randomUUID();
  const now = store.now();
  const spam = await spamReasons(store, { kind, payload, now }, signals);
  const lease =
    settings && spam.length === 0
      ? { owner: settings.owner, until: now + leaseMs(settings.timeoutMs) }
      : undefined;
  // Held as a repeat when the same post was just stored: then the lease was not taken either.
  const lead = await store.add({ id, kind, payload, now, lease, source, spam, language });
  if (lead.state === "spam") {
    log("lead.spam", { id, requestId, reasons: lead.spamReasons?.join(",") });
    return { id, spam: true };
  }
  if (!settings) return { id };
  try {
    return { id, result: await attemptDelivery(store, lead, settings, { requestId, fields: payload }) };
  } catch (error) {
    // Committed, but the outcome could not be written: the lease runs out and the lead is
    // attempted again (with the same Idempotency-Key). The visitor is told what happened.
    log("lead.outcome_not_recorded", {
      id,
      error: errorCode(error instanceof OutcomeNotRecorded ? error.cause : error),
    });
    return { id, result: error instanceof OutcomeNotRecorded ? error.result : undefined };
  }
}

export async function issueTimingValue() {
  const store = await openStore();
  return timingValue(await store.secrets.get("form-timing"), store.now());
}

/**
 * What spam of a form is answered: the status the latest lead of any form got from any instance
 * (whether the agency API takes leads now), with this form's last words and time for that status;
 * undefined before any lead was answered.
 */
export async function spamAnswer(kind: LeadKind): Promise<Partial<FormAnswer> | undefined> {
  const answers = await (await openStore()).answers.all();
  const latest = answers.reduce<(typeof answers)[number] | undefined>(
    (found, answer) => (!found || (answer.answeredAt ?? 0) > (found.answeredAt ?? 0) ? answer : found),
    undefined,
  );
  const own = answers.find((answer) => answer.kind === kind);
  if (!latest || own?.status === latest.status) return own;
  return { status: latest.status, ms: latest.ms };
}

export async function keepAnswer(kind: LeadKind, answer: FormAnswer) {
  await (await openStore()).answers.keep(kind, answer);
}
