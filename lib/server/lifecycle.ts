import { env } from "@/lib/env";
import { closeLeadStore, leadStore, startDeliveryLoop, StoreNotConfigured } from "@/lib/leads/server";
import { errorCode, log } from "@/lib/log";
import { runtime } from "@/lib/server/runtime";

/** How long a shutdown waits for the posts in flight before it closes the store anyway. */
const drainTimeoutMs = 20_000;
/** Time for the answers of handlers that have just returned to be written out. */
const answerWriteMs = 250;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs once per server process (from instrumentation.ts): opens the lead store, starts the delivery loop (not on Vercel, where
 * POST /api/leads/drain run by cron delivers) and drains on SIGTERM/SIGINT.
 */
export async function startServerLifecycle() {
  const state = runtime();
  if (state.delivery) return;

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
    else {
      const code = errorCode(error);
      log("store.unavailable", {
        error: code,
        // The usual cause in a container: a host folder mounted at /data that uid 1001 cannot write.
        ...(code === "EACCES" || code === "SQLITE_CANTOPEN"
          ? {
              fix: `make DATA_DIR writable by uid ${process.getuid?.() ?? "of the server"} (chown), or use a named volume`,
            }
          : {}),
      });
    }
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
  const deadline = Date.now() + drainTimeoutMs;
  while (state.postsInFlight > 0 && Date.now() < deadline) await sleep(25);
  // A post stops counting when its handler returns; Next writes the answer in the next few
  // turns of the event loop, and the process must not exit before that.
  await sleep(answerWriteMs);
  await state.delivery?.stop();
  await closeLeadStore({ forShutdown: true });
  log("server.drained", {
    signal,
    postsInFlight: state.postsInFlight,
  });
  if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(0);
}
