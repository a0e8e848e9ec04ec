import type { Content } from "@/content";
import type { Env } from "@/lib/env";
import type { FormCopy } from "@/lib/forms/copy";
import { honeypotField } from "@/lib/forms/fields";
import { clientOf, FormRateLimit } from "@/lib/forms/rate-limit";
import { HttpError, type FieldErrors } from "@/lib/http/envelope";
import { readLimited } from "@/lib/http/read-limited";
import { checkLead, sharedLimiter, type LeadKind } from "@/lib/leads";
import { problemMessages } from "@/lib/leads/problem-messages";
import { processWide } from "@/lib/process-wide";

// The checks a form post passes before its lead is stored, each throwing an HttpError.

// Room for the longest form in any script: without JavaScript, each non-ASCII character is sent as
// up to nine bytes (%XX per UTF-8 byte), so 5,000 Chinese characters are 45 KB, the rest up to 5 KB.
const maxBodyBytes = 64 * 1024;

/** What the form endpoints say when they refuse a post (content/forms.yaml), in the form's language. */
export type Refusals = Content["forms"]["refusals"];

const invalid = (errors: FieldErrors, refusals: Refusals) =>
  new HttpError(400, "invalid", refusals.invalid, { errors });
const tooLarge = (refusals: Refusals) => new HttpError(413, "too_large", refusals.tooLarge);

/** The answer while the server shuts down: new posts are turned away; those in flight finish. */
export const shuttingDownError = (refusals: Refusals) =>
  new HttpError(503, "shutting-down", refusals.shuttingDown, { headers: { "Retry-After": "30" } });

/** The process's one limiter, which every form's route handler counts in. */
const limiter = processWide("rateLimit", () => ({
  current: undefined as { perMinute: number; shared: unknown; limit: FormRateLimit } | undefined,
}));

export async function limitRate(request: Request, config: Env, refusals: Refusals) {
  const perMinute = config.RATE_LIMIT_PER_MINUTE;
  if (perMinute === 0) return;
  // Vercel's edge writes X-Forwarded-For itself, from the connection, whatever a client sent.
  const keys = clientOf(request, { trustProxy: config.VERCEL ? 1 : config.TRUST_PROXY });
  if (!keys) throw new HttpError(400, "no_address", refusals.noAddress);
  const shared = sharedLimiter();
  if (limiter.current?.perMinute !== perMinute || limiter.current.shared !== shared)
    limiter.current = { perMinute, shared, limit: new FormRateLimit(perMinute, shared) };
  const limit = await limiter.current.limit.take(keys);
  if (!limit.ok) {
    throw new HttpError(429, "rate_limited", refusals.rateLimited, {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
}

/** Starts counting afresh (tests). */
export function forgetRateLimits() {
  limiter.current = undefined;
}

/** Posts must come from this site: a foreign or `null` Origin, or a cross-site fetch, is refused. */
export function checkOrigin(request: Request, siteUrl: string, refusals: Refusals) {
  const crossSite = () => new HttpError(403, "cross_site", refusals.crossSite);
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw crossSite();
  if (origin === null) return;
  const own = new Set([new URL(request.url).origin, siteUrl]);
  const host = request.headers.get("host");
  if (host) own.add(`${new URL(request.url).protocol}//${host}`);
  if (!own.has(origin)) throw crossSite();
}

/** The post's media type, lowercase and without parameters; a native form's is urlencoded. */
export function mediaType(request: Request) {
  return request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/** A post by a browser without JavaScript; it is answered with a redirect to a page. */
export const nativeFormType = "application/x-www-form-urlencoded";

const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

export async function readFields(
  request: Request,
  type: string,
  refusals: Refusals,
): Promise<Record<string, unknown>> {
  if (type !== "application/json" && type !== nativeFormType)
    throw new HttpError(415, "unsupported", refusals.unsupported);
  if (Number(request.headers.get("content-length") ?? "0") > maxBodyBytes) throw tooLarge(refusals);
  const text = await readLimited(request.body, maxBodyBytes).catch(() => {
    throw invalid({ form: refusals.incomplete }, refusals);
  });
  if (text === undefined) throw tooLarge(refusals);

  const value =
    type === "application/json" ? parseJson(text, refusals) : Object.fromEntries(new URLSearchParams(text));
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid({ form: refusals.incomplete }, refusals);
  const forbidden = Object.keys(value).find((key) => forbiddenKeys.has(key));
  if (forbidden !== undefined) throw invalid({ [forbidden]: refusals.fieldNotAllowed }, refusals);
  return value as Record<string, unknown>;
}

function parseJson(text: string, refusals: Refusals): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid", refusals.notJson, { errors: { form: refusals.notJson } });
  }
}

export function filledHoneypot(fields: Record<string, unknown>) {
  const value = fields[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

export function validFields(
  kind: LeadKind,
  fields: Record<string, unknown>,
  copy: FormCopy,
  refusals: Refusals,
) {
  const checked = checkLead(kind, fields);
  if (!checked.ok) throw invalid(problemMessages(checked.problems, copy.problems), refusals);
  return checked.fields;
}
