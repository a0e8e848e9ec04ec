// Spam is answered as a real lead of its kind was last answered: the same status and message, after
// as long, so a sender cannot tell held from sent. The answers are kept in the store too, so a
// restarted instance, or another, answers alike.
import type { Env } from "@/lib/env";
import type { FormCopy } from "@/lib/forms/copy";
import type { Answer } from "@/lib/http/envelope";
import { keepAnswer, spamAnswer, type LeadKind } from "@/lib/leads";
import { leadKinds } from "@/lib/leads/kinds.mjs";
import { errorCode, log } from "@/lib/log";
import { processWide } from "@/lib/process-wide";
import { contactFieldNames, contactFields } from "@/content/contact-form.mjs";

/** The agency's own message to one visitor: repeated to spam only once a second visitor got it too. */
type AgencyMessage = { message: string; to: string };
type Last = { status: number; message: string; ms: number; agency?: AgencyMessage };

/** How the last lead of each kind was answered here, and in how long. */
const lastAnswers = processWide("lastAnswers", () => new Map<LeadKind, Last>());

/**
 * The answer for spam, given once the post has taken as long as the last real one did. In a language
 * other than the default a real post is answered in the form's own copy (lib/forms/handler.ts), and
 * so is spam: `inFormLanguage`.
 */
export async function decoyAnswer(
  kind: LeadKind,
  copy: FormCopy,
  config: Env,
  startedAt: number,
  inFormLanguage = false,
) {
  // A store that cannot say leaves this instance's last answer, or the default: spam is never
  // answered with an error.
  const known = (await spamAnswer(kind).catch(() => undefined)) ?? lastAnswers.get(kind);
  const status = known?.status ?? (config.AGENCY_API_URL ? 200 : 202);
  const message = (!inFormLanguage && known?.message) || (status === 200 ? copy.received : copy.stored);
  const wait = Math.min(known?.ms ?? 0, config.UPSTREAM_TIMEOUT_MS) - (performance.now() - startedAt);
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  return { status, message };
}

/**
 * Keeps how a real lead was answered. A message written for one visitor is never shown to another:
 * spam copies the agency's only once visitors at two addresses got it and it holds nothing either
 * typed.
 */
export async function rememberAnswer(
  kind: LeadKind,
  copy: FormCopy,
  fields: Record<string, unknown>,
  answer: Answer,
  ms: number,
) {
  const before = lastAnswers.get(kind);
  let message = answer.message;
  let agency: AgencyMessage | undefined;
  if (answer.code === "delivered") {
    const typed = contactFieldNames
      .filter((name) => contactFields[name].identifies)
      .map((name) => fields[name])
      .filter((value): value is string => typeof value === "string" && value.length > 1);
    const own = typed.some((value) => message.toLowerCase().includes(value.toLowerCase()));
    const from = String(fields.email).toLowerCase();
    const confirmed = !own && before?.agency?.message === message && before.agency.to !== from;
    agency = own ? undefined : { message, to: from };
    if (!confirmed) message = copy.received;
  }
  const last = { status: answer.status, message, ms: Math.round(ms) };
  lastAnswers.set(kind, { ...last, agency });
  await keepAnswer(kind, last).catch((error: unknown) =>
    log("form.answer_not_kept", { route: leadKinds[kind].route, error: errorCode(error) }),
  );
}
