import { NextResponse } from "next/server";
import { env, type Env } from "@/lib/env";
import { checkFields, formEndpoints, formErrorMessage, type FormKind } from "@/lib/forms/endpoints";
import { clientOf, FormRateLimit } from "@/lib/forms/rate-limit";
import { honeypotField, type FieldErrors } from "@/lib/forms/fields";
import { openedStore, StoreNotConfigured, submitLead } from "@/lib/leads/server";
import { readLimited } from "@/lib/http/read-limited";
import { errorCode, log } from "@/lib/log";
import { routes } from "@/lib/routes";
import { runtime } from "@/lib/server/runtime";

export const maxBodyBytes = 16 * 1024;

export const answerMessages = {
  invalid: "Some fields need your attention.",
  notJson: "The request body is not valid JSON.",
  crossSite: "Forms can only be sent from this website.",
  tooLarge: "The form is too large to send.",
  unsupported: "Send the form as JSON or as a standard web form.",
  method: "This address only accepts form submissions (POST).",
  rateLimited: "Too many forms were sent from your connection. Please wait a minute and try again.",
  draining: "The website is restarting. Please send the form again in a minute.",
  unavailable: "Your message could not be saved just now. Please try again in a few minutes.",
  notConfigured:
    "This form cannot take messages at the moment: the website has nowhere to keep them. Please email or call us instead.",
  noAddress: "Your connection's address could not be read, so the form cannot be accepted.",
  error: formErrorMessage,
} as const;

type Outcome =
  | "delivered"
  | "stored"
  | "undeliverable"
  | "spam"
  | "invalid"
  | "cross_site"
  | "too_large"
  | "unsupported"
  | "rate_limited"
  | "draining"
  | "unavailable"
  | "not_configured"
  | "no_address"
  | "error";

type Answer = {
  status: number;
  message: string;
  outcome: Outcome;
  errors?: FieldErrors;
  headers?: Record<string, string>;
};

const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.message);
  }
}

const refuse = (status: number, outcome: Outcome, message: string, errors?: FieldErrors) =>
  new Refusal({ status, outcome, message, errors });

/**
 * Builds the route handlers for one form endpoint: parse (JSON or a native form post),
 * validate with the form's schema, commit the lead to the store before any answer, try the
 * agency API once, and answer with the status codes of the product decisions: 200
 * delivered, 202 stored for delivery later, 503 when the lead could not be stored. What is
 * not delivered now is sent later (lib/leads/server.ts).
 */
export function createFormRoute(kind: FormKind) {
  const { route, copy } = formEndpoints[kind];

  async function POST(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const native = isFormPost(request);
    const state = runtime();
    let answer: Answer;
    let upstreamStatus: number | undefined;
    let submissionId: string | undefined;

    if (state.draining) {
      answer = {
        status: 503,
        outcome: "draining",
        message: answerMessages.draining,
        headers: { "Retry-After": "30" },
      };
    } else {
      state.postsInFlight += 1;
      try {
        const config = env();
        await checkRateLimit(request, config);
        checkOrigin(request, config.SITE_URL);
        const raw = await readBody(request);

        if (isSpam(raw)) {
          // Answered like a success so the bot learns nothing; stored and sent nowhere.
          answer = config.AGENCY_API_URL
            ? { status: 200, outcome: "spam", message: copy.received }
            : { status: 202, outcome: "spam", message: copy.stored };
        } else {
          const checked = checkFields(kind, raw);
          if (!checked.ok) throw refuse(400, "invalid", answerMessages.invalid, checked.errors);

          let submission;
          try {
            submission = await submitLead(kind, checked.fields, requestId);
          } catch (error) {
            throw notStored(error, requestId, route);
          }
          submissionId = submission.id;
          const { result } = submission;
          if (result && "status" in result) upstreamStatus = result.status;
          // Anything short of delivery is still a lead safely stored: 202. An upstream
          // refusal marks it undeliverable for staff to look at; its text is never shown.
          answer =
            result?.outcome === "delivered"
              ? { status: 200, outcome: "delivered", message: result.message ?? copy.received }
              : {
                  status: 202,
                  outcome: result?.outcome === "undeliverable" ? "undeliverable" : "stored",
                  message: copy.stored,
                };
        }
      } catch (error) {
        if (error instanceof Refusal) answer = error.answer;
        else {
          answer = { status: 500, outcome: "error", message: answerMessages.error };
          log("form.error", { requestId, route, error: errorCode(error) });
        }
      } finally {
        state.postsInFlight -= 1;
      }
    }

    log("form.request", {
      requestId,
      route,
      outcome: answer.outcome,
      status: answer.status,
      submissionId,
      upstreamStatus,
      native,
      ms: Math.round(performance.now() - started),
    });

    // A cross-site post is refused outright, native or not.
    if (native && answer.status !== 403) {
      const target = answer.status < 300 ? routes.formReceived : routes.formFailed;
      return new NextResponse(null, {
        status: 303,
        headers: { Location: target, "Cache-Control": "no-store" },
      });
    }
    return json(answer);
  }

  const methodNotAllowed = () =>
    json({ status: 405, outcome: "invalid", message: answerMessages.method, headers: { Allow: "POST" } });

  return {
    POST,
    GET: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
  };
}

/** The lead was not committed: a 503 the visitor can act on, with nothing of the cause in it. */
function notStored(error: unknown, requestId: string, route: string) {
  if (error instanceof StoreNotConfigured) {
    log("store.not_configured", { requestId, route });
    return new Refusal({ status: 503, outcome: "not_configured", message: answerMessages.notConfigured });
  }
  log("store.unavailable", { requestId, route, error: errorCode(error) });
  return new Refusal({
    status: 503,
    outcome: "unavailable",
    message: answerMessages.unavailable,
    headers: { "Retry-After": "60" },
  });
}

async function checkRateLimit(request: Request, config: Env) {
  if (config.RATE_LIMIT_PER_MINUTE === 0) return;
  // Vercel's edge writes X-Forwarded-For itself, from the connection, whatever a client sent.
  const keys = clientOf(request, { trustProxy: config.VERCEL ? 1 : config.TRUST_PROXY });
  if (!keys) throw refuse(400, "no_address", answerMessages.noAddress);
  const limit = await rateLimit(config).take(keys);
  if (!limit.ok) {
    throw new Refusal({
      status: 429,
      outcome: "rate_limited",
      message: answerMessages.rateLimited,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
}

/** The process's limiter: shared through PostgreSQL once the store there is open, else in memory. */
function rateLimit(config: Env) {
  const pool = config.DATABASE_URL ? openedStore()?.pool : undefined;
  const state = runtime();
  const perMinute = config.RATE_LIMIT_PER_MINUTE;
  if (state.limiter?.perMinute !== perMinute || state.limiter.pool !== pool) {
    state.limiter = { perMinute, pool, limit: new FormRateLimit(perMinute, pool) };
  }
  return state.limiter.limit;
}

function json({ status, message, errors, headers = {} }: Answer) {
  return NextResponse.json(errors ? { message, errors } : { message }, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

function mediaType(request: Request) {
  return request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
}

function isFormPost(request: Request) {
  return mediaType(request) === "application/x-www-form-urlencoded";
}

/** Posts must come from this site: a foreign or `null` Origin, or a cross-site fetch, is refused. */
function checkOrigin(request: Request, siteUrl: string) {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
    throw refuse(403, "cross_site", answerMessages.crossSite);
  if (origin === null) return;
  const own = new Set([new URL(request.url).origin, siteUrl]);
  const host = request.headers.get("host");
  if (host) own.add(`${new URL(request.url).protocol}//${host}`);
  if (!own.has(origin)) throw refuse(403, "cross_site", answerMessages.crossSite);
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    throw refuse(415, "unsupported", answerMessages.unsupported);
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw refuse(413, "too_large", answerMessages.tooLarge);
  const text = await readLimited(request.body, maxBodyBytes).catch(() => {
    throw refuse(400, "invalid", answerMessages.invalid, { form: "The form arrived incomplete." });
  });
  if (text === undefined) throw refuse(413, "too_large", answerMessages.tooLarge);

  let value: unknown;
  if (type === "application/json") {
    try {
      value = JSON.parse(text);
    } catch {
      throw refuse(400, "invalid", answerMessages.notJson, { form: answerMessages.notJson });
    }
  } else {
    value = Object.fromEntries(new URLSearchParams(text));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw refuse(400, "invalid", answerMessages.invalid, { form: "Send the fields as one object." });
  }
  for (const key of Object.keys(value)) {
    if (forbiddenKeys.has(key))
      throw refuse(400, "invalid", answerMessages.invalid, { [key]: "This field is not allowed." });
  }
  return value as Record<string, unknown>;
}

function isSpam(raw: Record<string, unknown>) {
  const value = raw[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
