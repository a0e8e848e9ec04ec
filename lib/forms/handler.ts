import { NextResponse } from "next/server";
import type { z } from "zod";
import { env } from "@/lib/env";
import { formErrorMessage } from "@/lib/forms/endpoints";
import { honeypotField, type FieldErrors } from "@/lib/forms/fields";
import { fieldErrors } from "@/lib/forms/schemas";
import { deliver } from "@/lib/forms/upstream";
import { log } from "@/lib/log";
import { routes } from "@/lib/routes";

export const maxBodyBytes = 16 * 1024;

const messages = {
  ok: "Thank you! We received your message and will get back to you shortly.",
  invalid: "Some fields need your attention.",
  crossSite: "Forms can only be sent from this website.",
  tooLarge: "The form is too large to send.",
  unsupported: "Send the form as JSON or as a standard web form.",
  method: "This address only accepts form submissions (POST).",
  notConfigured: "Form delivery is not set up on this server yet, so nothing was sent.",
  upstream: formErrorMessage,
} as const;

type Answer = { status: number; message: string; errors?: FieldErrors };
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/**
 * Builds the route handlers for one form endpoint: parse (JSON or a native form post),
 * validate with the form's schema, forward the exact spec body to the agency API and
 * answer with the status codes of the product decisions.
 */
export function createFormRoute({
  schema,
  upstreamPath,
  route,
}: {
  schema: z.ZodType;
  upstreamPath: string;
  route: string;
}) {
  async function POST(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const native = isFormPost(request);
    let answer: Answer;
    let upstreamStatus: number | undefined;
    try {
      checkOrigin(request);
      const raw = await readBody(request);
      if (isSpam(raw)) {
        answer = { status: 200, message: messages.ok };
      } else {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) throw new BadRequest(400, messages.invalid, fieldErrors(parsed.error));
        const base = env().AGENCY_API_URL;
        if (!base) {
          answer = { status: 503, message: messages.notConfigured };
        } else {
          const delivery = await deliver({
            url: `${base}${upstreamPath}`,
            body: parsed.data,
            idempotencyKey: crypto.randomUUID(),
            requestId,
          });
          upstreamStatus = "status" in delivery ? delivery.status : undefined;
          answer =
            delivery.kind === "accepted"
              ? { status: 200, message: delivery.message ?? messages.ok }
              : { status: 502, message: messages.upstream };
        }
      }
    } catch (error) {
      answer =
        error instanceof BadRequest
          ? { status: error.status, message: error.message, errors: error.errors }
          : { status: 500, message: formErrorMessage };
      if (!(error instanceof BadRequest))
        log("form.error", { requestId, route, error: (error as Error)?.name });
    }

    log("form.request", {
      requestId,
      route,
      status: answer.status,
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

  const methodNotAllowed = () => json({ status: 405, message: messages.method }, { Allow: "POST" });

  return {
    POST,
    GET: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
  };
}

function json({ status, message, errors }: Answer, headers: Record<string, string> = {}) {
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
function checkOrigin(request: Request) {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
    throw new BadRequest(403, messages.crossSite);
  if (origin === null) return;
  const own = new Set([new URL(request.url).origin, env().SITE_URL]);
  const host = request.headers.get("host");
  if (host) own.add(`${new URL(request.url).protocol}//${host}`);
  if (!own.has(origin)) throw new BadRequest(403, messages.crossSite);
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    throw new BadRequest(415, messages.unsupported);
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw new BadRequest(413, messages.tooLarge);
  const text = await readText(request);

  let value: unknown;
  if (type === "application/json") {
    try {
      value = JSON.parse(text);
    } catch {
      throw new BadRequest(400, "The request body is not valid JSON.", {
        form: "The request body is not valid JSON.",
      });
    }
  } else {
    value = Object.fromEntries(new URLSearchParams(text));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BadRequest(400, messages.invalid, { form: "Send the fields as one object." });
  }
  for (const key of Object.keys(value)) {
    if (forbiddenKeys.has(key))
      throw new BadRequest(400, messages.invalid, { [key]: "This field is not allowed." });
  }
  return value as Record<string, unknown>;
}

/** Reads at most 16 KiB, whatever Content-Length says (chunked bodies have none). */
async function readText(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BadRequest(413, messages.tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

function isSpam(raw: Record<string, unknown>) {
  const value = raw[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
