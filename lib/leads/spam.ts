import { createHmac, timingSafeEqual } from "node:crypto";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import type { LeadKind } from "@/lib/leads/kinds.mjs";
import type { LeadStore } from "@/lib/leads/store.mjs";
import type { SpamReason } from "@/lib/leads/types";

// The rules a post is judged by before it is stored, with no outside service. Each was chosen
// by what it marks in a labelled set of contact messages (lib/leads/spam.test.ts): none of the
// real inquiries there, in any language, with or without a link. A post they catch is kept as
// spam, never delivered, for staff to look at and release.

/** What a post says besides its fields: a filled honeypot, and the form's timing value. */
export type PostSignals = { honeypot?: boolean; timing?: unknown };

/** A repeat of a lead from the same address with the same message within a day is spam. */
const repeatWindowMs = 24 * 60 * 60_000;

/**
 * The least time from a visitor's first touch of a form (when its timing value is issued) to
 * sending it: a browser's autofill and a click take longer than a second; a message is typed.
 */
const minFillMs: Record<LeadKind, number> = { contact: 3_000, newsletter: 1_000, "contact-back": 1_000 };

/** A timing value is read for a day; an older one (a tab left open) counts as none. */
const timingLifetimeMs = 24 * 60 * 60_000;

/** Why a post is spam, in the order the rules run; none for a lead. */
export async function spamReasons(
  store: LeadStore,
  lead: { kind: LeadKind; payload: Record<string, unknown>; now: number },
  signals: PostSignals,
): Promise<SpamReason[]> {
  const reasons: SpamReason[] = [];
  if (signals.honeypot) reasons.push("honeypot");
  const age = timingAge(await store.formTimingKey(), signals.timing, lead.now);
  if (age !== undefined && age < minFillMs[lead.kind]) reasons.push("too-fast");
  reasons.push(...textReasons(lead.payload));
  if (await store.hasRecentCopy({ ...lead, since: lead.now - repeatWindowMs })) reasons.push("repeat");
  return reasons;
}

const throwawayDomains = disposableEmailBlocklistSet();

const link = /\b(?:https?:\/\/|www\.)[^\s<>"'[\]()]+/giu;
const linkMarkup = /<a\s[^>]*href|\[url[=\]]|\[link[=\]]|\[\/url\]|\]\((?:https?:\/\/|www\.)/iu;
const emailAddress = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/gu;

/** The rules on what was typed: the email's domain and the message. */
export function textReasons(payload: Record<string, unknown>): SpamReason[] {
  const reasons: SpamReason[] = [];
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : "";
  if (isThrowaway(email.slice(email.lastIndexOf("@") + 1))) reasons.push("throwaway-email");
  const message = typeof payload.message === "string" ? payload.message : "";
  if (!message) return reasons;
  const links = message.match(link) ?? [];
  if (linkMarkup.test(message)) reasons.push("link-markup");
  const prose = message.replace(link, "").match(/\p{L}/gu)?.length ?? 0;
  // A brief may list its references, a handful of links in sentences (30 letters a link and
  // more in the set); spam lists links with a word or two between them.
  if (links.length >= 3 && prose < 10 * links.length) reasons.push("link-list");
  if (links.length > 0 && !/\p{L}{3}/u.test(message.replace(link, ""))) reasons.push("only-a-link");
  // A bulk mailer's unfilled field: "I took a look at {{website}}".
  if (/\{\{[^{}]*\}\}/u.test(message)) reasons.push("mail-merge");
  if (isNonsense(message.replace(link, " ").replace(emailAddress, " "))) reasons.push("no-language");
  return reasons;
}

/** The domain or any domain it is under is on the list of throwaway mail services. */
function isThrowaway(domain: string) {
  const labels = domain.split(".");
  return labels.some((_, i) => i < labels.length - 1 && throwawayDomains.has(labels.slice(i).join(".")));
}

// Five keys in a row on a keyboard, either way: "asdfg", "lkjhg".
const keyRuns = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].flatMap((row) =>
  [...row].slice(0, -4).flatMap((_, i) => {
    const run = row.slice(i, i + 5);
    return [run, [...run].reverse().join("")];
  }),
);

/**
 * Text in no language: Latin letters with hardly a vowel ("hjdfkgh sdfkjh"; prose in any
 * language written in Latin letters has a third or more), or mostly words no language has
 * (keyboard runs, random capitals, encoded strings, one letter over and over). Other scripts
 * are never judged by the vowels.
 */
function isNonsense(text: string) {
  const latin = text.normalize("NFD").match(/\p{Script=Latin}/gu) ?? [];
  const vowels = latin.filter((letter) => /[aeiouyæøœı]/iu.test(letter)).length;
  if (latin.length >= 10 && vowels / latin.length < 0.2) return true;
  let letters = 0;
  let odd = 0;
  for (const word of text.match(/[\p{L}\p{N}+/=]+/gu) ?? []) {
    const n = word.match(/\p{L}/gu)?.length ?? 0;
    letters += n;
    if (isNonsenseWord(word)) odd += n;
  }
  return letters > 0 && odd / letters >= 0.5;
}

function isNonsenseWord(word: string) {
  const lower = word.toLowerCase();
  return (
    keyRuns.some((run) => lower.includes(run)) ||
    (word.match(/\p{Ll}\p{Lu}/gu)?.length ?? 0) >= 3 ||
    (word.length >= 12 && /\p{N}/u.test(word) && /\p{Lu}/u.test(word) && /\p{Ll}/u.test(word)) ||
    /(\p{L})\1{4}/u.test(word)
  );
}

const sign = (key: string, issued: string) => createHmac("sha256", key).update(issued).digest("base64url");

/** A timing value for a form a visitor has just touched: when it was issued, signed. */
export function timingValue(key: string, now: number) {
  const issued = now.toString(36);
  return `${issued}.${sign(key, issued)}`;
}

/**
 * How long ago a timing value was issued; undefined for none, one not signed with the key, one
 * from the future or one older than a day, none of which counts against a post.
 */
export function timingAge(key: string, value: unknown, now: number): number | undefined {
  if (typeof value !== "string" || value.length > 100) return undefined;
  const [issued = "", signature = ""] = value.split(".");
  const expected = Buffer.from(sign(key, issued));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now - parseInt(issued, 36);
  return age >= 0 && age <= timingLifetimeMs ? age : undefined;
}
