import { randomBytes } from "node:crypto";
import type { Deliverer } from "@/lib/outbox/deliverer";
import type { Outbox } from "@/lib/outbox/outbox";
import type { RateLimiter } from "@/lib/forms/rate-limit";

/**
 * State shared by everything in one server process. Next bundles instrumentation.ts and each
 * route handler separately, each with its own copy of a module's top-level variables, so the
 * one copy lives on globalThis.
 */
export type Runtime = {
  /** Set on SIGTERM/SIGINT: new posts are refused while the ones in flight finish. */
  draining: boolean;
  postsInFlight: number;
  /** Every HTTP request not yet answered in full, counted by the server (lib/server/lifecycle.ts). */
  requestsInFlight: number;
  /**
   * The request header that carries the socket's remote address, stamped by the server itself
   * (lib/server/lifecycle.ts). Its name is random per process, so a client cannot send it.
   */
  peerHeader: string;
  outboxes: Map<string, Promise<Outbox>>;
  limiter?: RateLimiter;
  deliverer?: Deliverer;
};

const key = Symbol.for("arcline.runtime");
type WithRuntime = typeof globalThis & { [key]?: Runtime };

export function runtime(): Runtime {
  const scope = globalThis as WithRuntime;
  scope[key] ??= {
    draining: false,
    postsInFlight: 0,
    requestsInFlight: 0,
    peerHeader: `x-arcline-peer-${randomBytes(8).toString("hex")}`,
    outboxes: new Map(),
  };
  return scope[key];
}
