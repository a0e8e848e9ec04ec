import { AsyncResource } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP, type Socket } from "node:net";
import ipaddr from "ipaddr.js";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { SharedLimiterOptions } from "@/lib/leads";

type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A client's rate-limit keys: its address (IPv4) or /64 (IPv6), and for IPv6 its /48. */
type ClientKeys = { client: string; network?: string };

// How many posts one /48 may send per minute, in multiples of the per-client limit: room for an
// office behind one prefix, but cycling through its 65,536 /64s gains nothing.
const networkMultiple = 4;

// Per client and, for IPv6, per /48; in the lead store when every instance shares it (PostgreSQL), so
// they count against one limit, with the memory limiter as insurance while the database is unreachable.
export class FormRateLimit {
  private readonly client: RateLimiterAbstract;
  private readonly network: RateLimiterAbstract;
  // The memory limiter's one-minute timer per key keeps the async context it was made in: a request's
  // (about 30 KB) for a minute, so 20k keys took 600 MB. Counting runs in the limit's own context.
  private readonly scope = new AsyncResource("FormRateLimit");

  constructor(perMinute: number, shared?: (options: SharedLimiterOptions) => RateLimiterAbstract) {
    const limiter = (keyPrefix: string, points: number) => {
      const counts = { keyPrefix, points, duration: 60 };
      const memory = new RateLimiterMemory(counts);
      return shared ? shared({ ...counts, insuranceLimiter: memory }) : memory;
    };
    this.client = limiter("client", perMinute);
    this.network = limiter("net48", perMinute * networkMultiple);
  }

  async take({ client, network }: ClientKeys): Promise<Take> {
    try {
      await this.scope.runInAsyncScope(() => this.client.consume(client));
      if (network !== undefined) await this.scope.runInAsyncScope(() => this.network.consume(network));
      return { ok: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }
}

/** The address of the connection a request came on, as the server process recorded it. */
export const connectionHeader = "x-arcline-connection";

// Writes each connection's address over whatever a client sent under `connectionHeader`: Next keeps
// a client's X-Forwarded-For, so with no proxy in front a client would choose its own rate-limit key.
export function recordConnectionAddresses() {
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[connectionHeader] = socket.remoteAddress ?? "";
  });
}

// With no proxy in front the connection's address, else the X-Forwarded-For entry `trustProxy` from
// the end; undefined when that is no IP address, refused rather than used as a key.
export function clientOf(request: Request, { trustProxy }: { trustProxy: number }): ClientKeys | undefined {
  const connection = request.headers.get(connectionHeader);
  if (trustProxy === 0 && connection !== null) {
    const address = parseAddress(connection);
    return address === undefined ? undefined : keysOf(address);
  }
  const hops = request.headers.get("x-forwarded-for")?.split(",") ?? [];
  const trusted = Math.max(trustProxy, 1);
  // Some proxies (Squid with forwarded_for off) hide a hop as "unknown"; ours must write addresses.
  const parsed = hops.map((hop, i) =>
    i < hops.length - trusted && hop.trim().toLowerCase() === "unknown" ? "unknown" : parseAddress(hop),
  );
  if (parsed.some((hop) => hop === undefined)) return undefined;
  const address = parsed.at(-trusted) ?? parsed[0];
  // No address at all (a caller that is not Next's server): one shared key.
  return keysOf(address ?? "unknown");
}

/** An address as proxies write it: bare, with a port (`[2001:db8::1]:443`), bracketed, or with a zone. */
export function parseAddress(value: string): string | undefined {
  const [, bracketed, ipv4, port] = /^(?:\[([^\]]+)\]|([\d.]+))(?::(\d{1,5}))?$/.exec(value.trim()) ?? [];
  if (Number(port) > 65_535) return undefined;
  const text = (bracketed ?? ipv4 ?? value.trim()).replace(/%[\w.-]+$/, "");
  return isIP(text) === 0 ? undefined : text;
}

/** IPv4 (and IPv4-mapped IPv6): the address. IPv6: its /64, what one customer line is given, and its /48. */
export function keysOf(address: string): ClientKeys {
  if (!ipaddr.isValid(address)) return { client: address };
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return { client: parsed.toString() };
  const parts = (parsed as ipaddr.IPv6).parts.map((part) => part.toString(16));
  const prefix = (groups: number) => `${parts.slice(0, groups).join(":")}::/${groups * 16}`;
  return { client: prefix(4), network: prefix(3) };
}
