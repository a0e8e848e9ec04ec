// @ts-check
// Where the lead store lives: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
import { resolve } from "node:path";

/** @typedef {import("./types").Engine} Engine */

/** @returns {{ engine: Engine, databaseUrl?: string, dataDir: string }} */
export function storeLocation(
  source = /** @type {{ DATABASE_URL?: string, DATA_DIR?: string }} */ (process.env),
) {
  const databaseUrl = source.DATABASE_URL?.trim() || undefined;
  // A path chosen at run time, not a file of the build for Next to trace.
  const dataDir = resolve(/*turbopackIgnore: true*/ source.DATA_DIR?.trim() || ".data");
  return databaseUrl ? { engine: "postgresql", databaseUrl, dataDir } : { engine: "sqlite", dataDir };
}

/** For `LeadStore.open` with `create: false`. */
export class NoStore extends Error {}
