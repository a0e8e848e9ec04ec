import { z } from "zod";
import { readLimited } from "@/lib/http/read-limited";

const upstreamAnswer = z.object({ message: z.string().trim().min(1).max(300) });
const maxAnswerBytes = 64 * 1024;

export type Delivery =
  | { result: "accepted"; status: number; message: string | undefined }
  | { result: "rejected"; status: number }
  | { result: "failed"; status?: number; reason: "timeout" | "network" | "server"; retryAfterMs?: number };

/**
 * The answer is read only for a short `message`; anything else (HTML, a huge body, a broken stream)
 * counts as none. A 2xx means the agency has the submission, whatever follows in the body.
 */
export async function deliver(
  url: string,
  body: unknown,
  { idempotencyKey, requestId, timeoutMs }: { idempotencyKey: string; requestId: string; timeoutMs: number },
): Promise<Delivery> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
        "X-Request-Id": requestId,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
      redirect: "error",
    });
  } catch (error) {
    const timeout = error instanceof DOMException && error.name === "TimeoutError";
    return { result: "failed", reason: timeout ? "timeout" : "network" };
  }

  if (response.ok)
    return { result: "accepted", status: response.status, message: await readMessage(response) };
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 429 || response.status >= 500) {
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    return { result: "failed", status: response.status, reason: "server", retryAfterMs };
  }
  return { result: "rejected", status: response.status };
}

/** Retry-After as delay-seconds or an HTTP date, in milliseconds from now. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const text = await readLimited(response.body, maxAnswerBytes);
    if (text === undefined) return undefined;
    const parsed = upstreamAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}
