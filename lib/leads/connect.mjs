// @ts-check
// How the lead store connects to either engine, and what each engine's errors mean for a write.
import { closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

/** @typedef {import("./types").Engine} Engine */

export const sqliteFileName = "leads.sqlite";

/** A write's wait for another process's SQLite lock, by timers: SQLite's own would stop every request. */
export const busyWaitMs = 5_000;

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

/** @param {{ databaseUrl?: string }} location @param {string} applicationName */
export function openPostgres(location, applicationName) {
  // Times are epoch milliseconds in bigint columns: read them as numbers, not strings.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({
    connectionString: location.databaseUrl,
    max: 10,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
    // A database that stops answering without closing the connection (a failover, a
    // partition) fails the query in seconds instead of holding a visitor for minutes.
    query_timeout: 10_000,
    statement_timeout: 10_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection that drops (a server restart) must not end the process; the next query reconnects.
  pool.on("error", () => undefined);
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** With `create` false, a missing file is NoStore. @param {{ dataDir: string }} location @param {boolean} create */
export function openSqlite(location, create) {
  const file = join(location.dataDir, sqliteFileName);
  if (!create && !existsSync(file)) throw new NoStore(`no lead store at ${file} (DATA_DIR)`);
  mkdirSync(location.dataDir, { recursive: true, mode: 0o700 });
  // Created private before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
  closeSync(openSync(file, "a", 0o600));
  // SQLite answers "busy" at once instead of waiting on the event loop: see busyWaitMs.
  const database = new SQLite(file, { timeout: 0 });
  try {
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = FULL");
    // Erased and purged personal data is overwritten, not left in free pages.
    database.pragma("secure_delete = ON");
  } catch (error) {
    database.close();
    throw error;
  }
  const statements = cached(database);
  const db = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
  return { db, sqlite: database, statements, file: { path: file, identity: fileIdentity(file) } };
}

/**
 * PostgreSQL refused the statement itself (bad data, a taken key): nothing was committed. Other
 * errors (the connection lost) leave the outcome of a commit unknown. @param {unknown} error
 */
export function refusedStatement(error) {
  return error instanceof pg.DatabaseError && /^(22|23|42)/.test(error.code ?? "");
}

/** @param {unknown} error */
export function isBusy(error) {
  return String(/** @type {{ code?: unknown }} */ (error)?.code).startsWith("SQLITE_BUSY");
}

/**
 * Kysely asks SQLite to prepare every query anew; the form endpoints run the same few for every lead.
 * @param {SQLite.Database} database @returns {import("kysely").SqliteDatabase}
 */
function cached(database) {
  /** @type {Map<string, SQLite.Statement>} */
  const statements = new Map();
  return {
    close: () => void database.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = database.prepare(text);
      statements.set(text, statement);
      if (statements.size > 64) statements.delete(/** @type {string} */ (statements.keys().next().value));
      return statement;
    },
  };
}

/** What changes when the file is deleted or replaced. */
export function fileIdentity(/** @type {string} */ path) {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return "missing";
  }
}
