import { isIPv6 } from "node:net";

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A token bucket per client, in memory: `perMinute` posts at once, then one more every
 * 60/perMinute seconds. The least recently seen clients are forgotten beyond `maxClients`.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly perMinute: number,
    private readonly maxClients = 10_000,
  ) {}

  take(client: string, now = Date.now()): Take {
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(client);
    let tokens = bucket
      ? Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * perMs)
      : this.perMinute;
    const ok = tokens >= 1;
    if (ok) tokens -= 1;
    // Re-inserting keeps the Map in least-recently-seen order.
    this.buckets.delete(client);
    this.buckets.set(client, { tokens, at: now });
    if (this.buckets.size > this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return ok ? { ok } : { ok, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
  }
}

/**
 * Who is posting, for the rate limit. Route handlers get no socket, and `next start` only
 * fills in X-Forwarded-For when the client sent none, so a client could name any address
 * there. Unless TRUST_PROXY is set, the address comes from `peerHeader`, which the server
 * stamps on every request from the socket (lib/server/lifecycle.ts). With TRUST_PROXY, the
 * last X-Forwarded-For entry is the one the trusted proxy appended.
 */
export function clientOf(
  request: Request,
  { trustProxy, peerHeader }: { trustProxy: boolean; peerHeader: string },
) {
  let address: string | undefined;
  if (trustProxy) {
    address = request.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean)
      .at(-1);
  }
  address ??= request.headers.get(peerHeader) ?? undefined;
  return address ? normalizeAddress(address) : "unknown";
}

/** One key per IPv4 address and per IPv6 /64 (what one customer line is usually given). */
export function normalizeAddress(address: string) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills two groups.
  const rightWidth = right.length + (right.at(-1)?.includes(".") ? 1 : 0);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - rightWidth).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
