import { env, type Env } from "@/lib/env";
import { startDeliveryLoop } from "@/lib/leads/delivery-loop";
import { storeLocation } from "@/lib/leads/location.mjs";
import {
  closeStore,
  firstStart,
  openStore,
  StoreNotConfigured,
  stopReceiving,
} from "@/lib/leads/process-state";
import { spamFilter } from "@/lib/leads/spam";
import { errorCode, log } from "@/lib/log";

/** How long a shutdown waits for the posts in flight before it closes the store anyway. */
const shutdownGraceMs = 20_000;
/** A post stops counting when its handler returns; Next writes its answer a few event-loop turns later. */
const answerWriteMs = 250;

/**
 * On Vercel a cron's POST /api/leads/drain delivers instead of the loop. With NEXT_MANUAL_SIG_HANDLE
 * set (`npm start`) this process owns the signal and exits 0; otherwise Next's handler exits.
 */
export async function startLeads() {
  if (!firstStart()) return;
  let config;
  try {
    config = env();
  } catch (error) {
    // A wrong setting stops the server at once with one readable line, not a stack trace.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  await reportStore(config);
  // Loaded, or trained by the deploy's first instance, now rather than on the first visitor's post.
  await openStore(config)
    .then(spamFilter)
    .catch(() => undefined);
  const loop = config.VERCEL ? undefined : startDeliveryLoop();

  let stopping: Promise<void> | undefined;
  const onSignal = (signal: string) => {
    stopping ??= shutdown(signal, loop).then(() => {
      if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(0);
    });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/** So the log says at once whether leads can be kept. */
async function reportStore(config: Env) {
  try {
    const store = await openStore(config);
    log("store.ready", {
      engine: storeLocation(config).engine,
      ...(await store.backlog()),
      upstream: config.AGENCY_API_URL ? "configured" : "not configured",
    });
  } catch (error) {
    // Posts answer 503 until the store opens; the next post, health check or delivery round tries again.
    if (error instanceof StoreNotConfigured) return log("store.not_configured", {});
    const code = errorCode(error);
    log("store.unavailable", {
      error: code,
      // The usual cause in a container: a host folder mounted at /data that uid 1001 cannot write.
      fix:
        code === "EACCES" || code === "SQLITE_CANTOPEN"
          ? `make DATA_DIR writable by uid ${process.getuid?.() ?? "of the server"} (chown), or use a named volume`
          : undefined,
    });
  }
}

/** Every lead was committed before it was answered, so nothing is left to write. */
export async function shutdown(signal: string, loop?: { stop(): Promise<void> }) {
  log("server.shutting_down", { signal });
  const left = await stopReceiving(performance.now() + shutdownGraceMs);
  await new Promise((done) => setTimeout(done, answerWriteMs));
  await loop?.stop();
  await closeStore({ forShutdown: true });
  log("server.stopped", { signal, postsInFlight: left });
}
