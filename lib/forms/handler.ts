import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { sourceOf } from "@/lib/forms/attribution";
import { formCopy, type FormCopy } from "@/lib/forms/copy";
import { decoyAnswer, rememberAnswer } from "@/lib/forms/decoy";
import { elapsedField, timingField } from "@/lib/forms/fields";
import {
  checkOrigin,
  filledHoneypot,
  mediaType,
  nativeFormType,
  limitRate,
  readFields,
  shuttingDownError,
  type Refusals,
  validFields,
} from "@/lib/forms/guards";
import { answer, HttpError, toAnswer, type Answer } from "@/lib/http/envelope";
import { methodsOf } from "@/lib/http/methods";
import { receiving, ShuttingDown, StoreNotConfigured, submitLead, type LeadKind } from "@/lib/leads";
import { leadKinds } from "@/lib/leads/kinds.mjs";
import { errorCode, log } from "@/lib/log";
import { contentIn } from "@/content";
import { defaultLanguage, languages, type Language } from "@/content/languages";
import { languageParameter, pathIn, routes } from "@/lib/routes";
import { sitePolicy } from "@/lib/security-headers.mjs";

/** An answer to a form post, with what the request log says about the lead. */
type FormAnswer = Answer & { submissionId?: string; upstreamStatus?: number };

// A lead is committed before any answer and tried once on the agency API: 200 delivered, 202 kept
// for delivery later (lib/leads), 503 when it could not be stored.
export function createFormRoute(kind: LeadKind) {
  const route = leadKinds[kind].route;
  const allow = methodsOf(route)!.join(", ");
  // Each language's copy; a form says which it is in (formView), the default's says nothing.
  const copyIn = Object.fromEntries(
    languages.map(({ code }) => [
      code,
      { copy: formCopy(kind, contentIn(code)), refusals: contentIn(code).forms.refusals },
    ]),
  ) as Record<Language, { copy: FormCopy; refusals: Refusals }>;
  const languageOf = (request: Request) => {
    const code = new URL(request.url).searchParams.get(languageParameter);
    return languages.find((language) => language.code === code)?.code ?? defaultLanguage;
  };

  async function POST(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const type = mediaType(request);
    const native = type === nativeFormType;
    const lang = languageOf(request);
    const { copy, refusals } = copyIn[lang];
    const result: FormAnswer = await receiving(() => receive(request, type, requestId, lang)).catch(
      (error: unknown) => {
        const refusal = error instanceof ShuttingDown ? shuttingDownError(refusals) : error;
        return toAnswer(refusal, { event: "form.error", fields: { requestId, route }, message: copy.error });
      },
    );
    const { code: outcome, status, submissionId, upstreamStatus } = result;
    const ms = Math.round(performance.now() - started);
    log("form.request", { requestId, route, outcome, status, submissionId, upstreamStatus, native, ms });
    // Without JavaScript a post lands on a page saying what happened; a cross-site one is refused.
    if (native && status !== 403) {
      const location = pathIn(lang, status < 300 ? routes.formReceived : routes.formFailed);
      const headers = { Location: location, "Cache-Control": "no-store" };
      return new NextResponse(null, { status: 303, headers });
    }
    return answer(result);
  }

  async function receive(
    request: Request,
    type: string,
    requestId: string,
    lang: Language,
  ): Promise<FormAnswer> {
    const started = performance.now();
    const config = env();
    const { copy, refusals } = copyIn[lang];
    await limitRate(request, config, refusals);
    checkOrigin(request, config.SITE_URL, refusals);
    const fields = await readFields(request, type, refusals);
    const valid = validFields(kind, fields, copy, refusals);
    const lead = await submitLead(kind, valid, {
      requestId,
      source: sourceOf(request, config.SITE_URL),
      language: lang,
      signals: {
        honeypot: filledHoneypot(fields),
        timing: fields[timingField],
        elapsed: fields[elapsedField],
      },
    }).catch((error: unknown) => {
      throw error instanceof ShuttingDown ? error : notStored(error, { requestId, route }, refusals);
    });
    // Spam is answered as a lead would be, so its sender learns nothing; it is sent nowhere.
    const inDefault = lang === defaultLanguage;
    if (lead.spam) {
      const decoy = await decoyAnswer(kind, copy, config, started, !inDefault);
      return { ...decoy, code: "spam", submissionId: lead.id };
    }
    const answer = leadAnswer(lead, copy, lang);
    // Kept in the default language's copy, which its spam is answered with.
    const { copy: usual } = copyIn[defaultLanguage];
    const kept = inDefault
      ? answer
      : { ...answer, message: answer.status === 200 ? usual.received : usual.stored };
    await rememberAnswer(kind, usual, valid, kept, performance.now() - started);
    return answer;
  }

  const methodNotAllowed = (request: Request) =>
    answer({
      status: 405,
      code: "method",
      message: copyIn[languageOf(request)].refusals.method,
      headers: { Allow: allow },
    });

  return {
    POST: withPolicy(POST),
    // What the address takes, asked: Next's own answer would name every method exported here.
    OPTIONS: withPolicy(async () => new Response(null, { status: 204, headers: { Allow: allow } })),
    GET: withPolicy(methodNotAllowed),
    PUT: withPolicy(methodNotAllowed),
    PATCH: withPolicy(methodNotAllowed),
    DELETE: withPolicy(methodNotAllowed),
  };
}

// proxy.ts skips the forms' routes, so their answers carry the site's policy from here; under
// `next dev`, next.config.mjs gives one.
function withPolicy<Args extends unknown[]>(handler: (...args: Args) => Response | Promise<Response>) {
  return async (...args: Args) => {
    const response = await handler(...args);
    if (process.env.NODE_ENV !== "development") response.headers.set("Content-Security-Policy", sitePolicy());
    return response;
  };
}

/**
 * Short of delivery, a lead is still safely stored: 202; an upstream refusal's text is never shown.
 * The agency API's thanks is in the default language: a form in another says its own.
 */
function leadAnswer(
  { id, result }: Awaited<ReturnType<typeof submitLead>>,
  copy: FormCopy,
  lang: Language,
): FormAnswer {
  const upstreamStatus = result && "status" in result ? result.status : undefined;
  if (result?.outcome === "delivered") {
    const message = (lang === defaultLanguage && result.message) || copy.received;
    return { status: 200, code: "delivered", message, submissionId: id, upstreamStatus };
  }
  const code = result?.outcome === "undeliverable" ? "undeliverable" : "stored";
  return { status: 202, code, message: copy.stored, submissionId: id, upstreamStatus };
}

/** The lead was not committed: a 503 the visitor can act on, with nothing of the cause in it. */
function notStored(error: unknown, fields: { requestId: string; route: string }, refusals: Refusals) {
  if (error instanceof StoreNotConfigured) {
    log("store.not_configured", fields);
    return new HttpError(503, "not_configured", refusals.notConfigured);
  }
  log("store.unavailable", { ...fields, error: errorCode(error) });
  return new HttpError(503, "unavailable", refusals.unavailable, { headers: { "Retry-After": "60" } });
}
