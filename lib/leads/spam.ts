import { createHmac, timingSafeEqual } from "node:crypto";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import type { LeadKind } from "@/lib/leads/kinds.mjs";
import type { LeadStore } from "@/lib/leads/store.mjs";
import type { SpamReason } from "@/lib/leads/types";
import { errorCode, log } from "@/lib/log";

// The rules a post is judged by before it is stored, with no outside service. Each was chosen by
// what it marks in a labelled set of contact messages (spam.test.ts): none of the real inquiries
// there, in any language, with or without links, code or jargon. Spam is kept for staff to release.
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
  reasons.push(...textReasons(lead.payload));
  return reasons;
}

/**
 * By both clocks: the signed value's age, which a sender cannot make smaller, and the browser's count
 * since the first touch, which a slow network or another instance's clock cannot for a real visitor.
 */
async function tooFast(store: LeadStore, lead: { kind: LeadKind; now: number }, signals: PostSignals) {
  if (signals.timing === undefined || typeof signals.elapsed !== "number") return false;
  const age = timingAge(await store.formTimingKey(), signals.timing, lead.now);
  const least = minFillMs[lead.kind];
  return age !== undefined && age < least && signals.elapsed >= 0 && signals.elapsed < least;
}

const throwawayDomains = disposableEmailBlocklistSet();

const link = /\b(?:https?:\/\/|www\.)[^\s<>"'[\]()]+/giu;
// Forum markup for links, which no one types into a contact form; or more than one HTML link.
const forumLink = /\[(?:url|link)[=\]]/iu;
const htmlLink = /<a\s[^>]*href\s*=\s*["']?(?:https?:)?\/\//giu;
const emailAddress = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/gu;

export function textReasons(payload: Record<string, unknown>): SpamReason[] {
  const reasons: SpamReason[] = [];
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : "";
  if (isThrowaway(email.slice(email.lastIndexOf("@") + 1))) reasons.push("throwaway-email");
  const message = typeof payload.message === "string" ? payload.message : "";
  if (!message) return reasons;
  if (forumLink.test(message) || (message.match(htmlLink)?.length ?? 0) >= 2) reasons.push("link-markup");
  if (message.match(link) && !/\p{L}/u.test(message.replace(link, ""))) reasons.push("only-a-link");
  if (isNonsense(message.replace(link, " ").replace(emailAddress, " "))) reasons.push("no-language");
  return reasons;
}

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
 * Text in no language: Latin letters with hardly a vowel ("hjdfkgh sdfkjh"; prose in any Latin
 * script has a third or more; acronyms are left out; other scripts are never judged by vowels),
 * or mostly words no language has (keyboard runs, random capitals and digits, one letter repeated).
 */
function isNonsense(text: string) {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const latin =
    words
      .filter((word) => word !== word.toUpperCase())
      .join("")
      .normalize("NFD")
      .match(/\p{Script=Latin}/gu) ?? [];
  const vowels = latin.filter((letter) => /[aeiouyæøœı]/iu.test(letter)).length;
  if (latin.length >= 10 && vowels / latin.length < 0.2) return true;
  const letters = (list: string[]) => list.reduce((n, word) => n + (word.match(/\p{L}/gu)?.length ?? 0), 0);
  const all = letters(words);
  return all > 0 && letters(words.filter(isNonsenseWord)) / all >= 0.5;
}

/** Lower case, upper case and digits, as one word changes between them. */
const kindOf = (char: string) => (/\p{Lu}/u.test(char) ? "A" : /\p{N}/u.test(char) ? "0" : "a");

function isNonsenseWord(word: string) {
  const chars = [...word];
  const changes = chars.filter((char, i) => i > 0 && kindOf(char) !== kindOf(chars[i - 1]!)).length;
  return (
    keyRuns.some((run) => word.toLowerCase().includes(run)) ||
    // "QmWnErTbYu", "xK9fLq2Zp": a change at nearly every letter. "iPhone15ProMax",
    // "WooCommerce" and "MyFitnessPalApp" change far less often.
    changes >= Math.max(6, 0.6 * chars.length) ||
    /(\p{L})\1{4}/u.test(word)
  );
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
