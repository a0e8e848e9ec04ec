type Fields = Record<string, string | number | boolean | null | undefined>;

/**
 * One JSON line per event on stdout. Callers pass ids, routes, outcomes and timings only:
 * never a visitor's email, phone or message.
 */
export function log(event: string, fields: Fields = {}) {
  if (process.env.NODE_ENV === "test") return;
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);
}
