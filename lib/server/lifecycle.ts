import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { env } from "@/lib/env";
import { closeLeadStore, leadStore, startDeliveryLoop, StoreNotConfigured } from "@/lib/leads/server";
import { errorCode, log } from "@/lib/log";
import { runtime } from "@/lib/server/runtime";

/** How long a shutdown waits for the posts in flight before it closes the store anyway. */
const drainTimeoutMs = 20_000;

/**
 * Runs once per server process (from instrumentation.ts): stamps each request with its
 * socket address, opens the lead store, starts the delivery loop (not on Vercel, where
 * POST /api/leads/drain run by cron delivers) and drains on SIGTERM/SIGINT.
 */
export async function startServerLifecycle() {
  const state = runtime();
  if (state.delivery) return;
  watchRequests(state.peerHeader);

  let config;
  try {
    config = env();
  } catch (error) {
    // A wrong setting stops the server at once with one readable line, not a stack trace.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  try {
    const store = await leadStore(config);
    log("store.ready", {
      engine: store.engine,
      ...(await store.backlog()),
      upstream: config.AGENCY_API_URL ? "configured" : "not configured",
    });
  } catch (error) {
    // Posts answer 503 and health says unavailable until the store opens; the next post,
    // health check or delivery round tries again.
    if (error instanceof StoreNotConfigured) log("store.not_configured", {});
    else log("store.unavailable", { error: errorCode(error) });
  }

  state.delivery = config.VERCEL ? { stop: async () => undefined } : startDeliveryLoop();

  process.on("SIGTERM", () => void drain("SIGTERM"));
  process.on("SIGINT", () => void drain("SIGINT"));
}

/**
 * Stops taking posts (they get 503), lets the ones in flight finish, stops the delivery loop
 * and closes the store. Every lead was committed before it was answered, so nothing is left
 * to write. With NEXT_MANUAL_SIG_HANDLE set (`npm start`) this process owns the signal and
 * exits 0; otherwise Next's own handler closes the server and exits.
 */
async function drain(signal: string) {
  const state = runtime();
  if (state.draining) return;
  state.draining = true;
  log("server.draining", { signal, postsInFlight: state.postsInFlight });
  // Until the answers are on the wire, not just until the handlers return.
  const deadline = Date.now() + drainTimeoutMs;
  while ((state.postsInFlight > 0 || state.requestsInFlight > 0) && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 25));
  await state.delivery?.stop();
  await closeLeadStore({ forShutdown: true });
  log("server.drained", {
    signal,
    postsInFlight: state.postsInFlight,
    requestsInFlight: state.requestsInFlight,
  });
  if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(0);
}

const watched = Symbol.for("arcline.watched-requests");

/**
 * Every HTTP server in this process copies each request's socket address into a header whose
 * name is secret (runtime().peerHeader), overwriting whatever a client sent: route handlers
 * see no socket, and `next start` sets X-Forwarded-For only when the client sent none, so a
 * client could pick its own address there. It also counts the requests not yet answered, so
 * a shutdown can wait for them. Can go once Next gives route handlers the remote address.
 */
function watchRequests(header: string) {
  const prototype = Server.prototype as Server & { [watched]?: boolean };
  if (prototype[watched]) return;
  prototype[watched] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      request.headers[header] = request.socket?.remoteAddress ?? "";
      const state = runtime();
      state.requestsInFlight += 1;
      response.once("close", () => (state.requestsInFlight -= 1));
    }
    return emit.call(this, event, ...args);
  } as Server["emit"];
}
