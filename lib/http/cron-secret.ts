import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/** Whether the request carries `Authorization: Bearer <CRON_SECRET>`; never while it is unset. */
export function hasCronSecret(request: Request) {
  const secret = env().CRON_SECRET;
  if (!secret) return false;
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  // Digests, which have one length, are compared: the time taken says nothing about the secret.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(token), digest(secret));
}
