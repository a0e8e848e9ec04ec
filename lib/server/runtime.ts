import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Pool } from "pg";
import type { FormRateLimit } from "@/lib/forms/rate-limit";
import type { LeadStore } from "@/lib/leads/store.mjs";

/**
 * State shared by everything in one server process. Next bundles instrumentation.ts and each
 * route handler separately, each with its own copy of a module's top-level variables, so the
 * one copy lives on globalThis.
 */
export type Runtime = {
  /** Set on SIGTERM/SIGINT: new posts are refused while the ones in flight finish. */
  draining: boolean;
  /** Form posts whose answer has not been sent yet. */
  postsInFlight: number;
  /** This process's name on the leads it claims. */
  owner: string;
  /** The lead store, opened on first use (lib/leads/server.ts). */
  store?: { key: string; opening: Promise<LeadStore>; opened?: LeadStore; failedAt?: number };
  /** Set once the store is closed for shutdown. */
  storeClosed?: boolean;
  /** The last answer of the store's health probe. */
  probe?: { at: number; result: Promise<boolean> };
  limiter?: { perMinute: number; pool: Pool | undefined; limit: FormRateLimit };
  /**
   * Leads this process is posting to the agency API now. A clock stepped forward can make
   * their leases look run out; this process never claims one of them a second time.
   */
  attempting?: Set<string>;
  /** The in-process delivery loop, while it runs. */
  delivery?: { stop: () => Promise<void> };
};

const key = Symbol.for("arcline.runtime");
type WithRuntime = typeof globalThis & { [key]?: Runtime };

export function runtime(): Runtime {
  const scope = globalThis as WithRuntime;
  scope[key] ??= {
    draining: false,
    postsInFlight: 0,
    owner: `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
  };
  return scope[key];
}
