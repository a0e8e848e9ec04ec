export type LogFields = Record<string, string | number | boolean | null | undefined>;

let sink: ((line: string) => void) | undefined;

/** One JSON line per event on stdout: ids, routes, outcomes, timings; never what a visitor typed. */
export function log(event: string, fields: LogFields = {}) {
  const line = `${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`;
  if (sink) sink(line);
  else if (process.env.NODE_ENV !== "test") process.stdout.write(line);
}

/** Sends log lines to `capture` instead of stdout (tests), or back to stdout with `undefined`. */
export function redirectLogs(capture: ((line: string) => void) | undefined) {
  sink = capture;
}

/** What went wrong, as a code safe to log: never an error's message, which may quote data. */
export function errorCode(error: unknown) {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string")
    return error.code;
  return error instanceof Error ? error.name : "unknown";
}
