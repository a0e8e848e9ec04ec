import { NextResponse } from "next/server";
import { errorCode, log, type LogFields } from "@/lib/log";

export type FieldErrors = Partial<Record<string, string>>;

/** What a route handler answers: a message for the visitor, and per field on 400. */
export type Answer = {
  status: number;
  /** Names the outcome in the logs; never sent. */
  code: string;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
};

/** A refusal a guard throws; the envelope answers it as it is. */
export class HttpError extends Error implements Answer {
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    extra: Pick<Answer, "errors" | "headers"> = {},
  ) {
    super(message);
    Object.assign(this, extra);
  }
}

export function json(body: object, status: number, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function answer({ status, message, errors, headers }: Answer) {
  return json(errors ? { message, errors } : { message }, status, headers);
}

export const genericErrorMessage = "Something went wrong on our side. Please try again in a few minutes.";

// A refusal as it is; anything else a 500 that says nothing of the cause, logged with its error
// code only (a message or a stack may quote what the visitor sent).
export function toAnswer(
  error: unknown,
  { event, fields, message = genericErrorMessage }: { event: string; fields?: LogFields; message?: string },
): Answer {
  if (error instanceof HttpError) return error;
  log(event, { ...fields, error: errorCode(error) });
  return { status: 500, code: "error", message };
}

export function withErrorEnvelope<Args extends unknown[]>(
  event: string,
  handler: (...args: Args) => Promise<Response>,
) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      return answer(toAnswer(error, { event }));
    }
  };
}
