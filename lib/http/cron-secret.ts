import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { HttpError } from "@/lib/http/envelope";

/** Whether the request carries `Authorization: Bearer <CRON_SECRET>`; never while it is unset. */
function hasCronSecret(request: Request) {
  const secret = env().CRON_SECRET;
  if (!secret) return false;
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  // Digests, which have one length, are compared: the time taken says nothing about the secret.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(token), digest(secret));
}

/** The operator's endpoints: without CRON_SECRET they do not exist; with it, the caller must send it. */
export function requireCronSecret(request: Request) {
  if (!env().CRON_SECRET) throw new HttpError(404, "not_found", "Not found.");
  if (!hasCronSecret(request))
    throw new HttpError(401, "unauthorized", "A valid bearer token is required.", {
      headers: { "WWW-Authenticate": 'Bearer realm="leads"' },
    });
}
