// @ts-check
// The lead store on SQLite: one file under DATA_DIR, shared by the processes of one machine. The
// writes of one turn of the event loop share one commit, so one flush to disk.
import { closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { NoStore } from "./location.mjs";

/** @typedef {import("kysely").CompiledQuery} CompiledQuery */

export const sqliteFileName = "leads.sqlite";

/** A write's wait for another process's lock, by timers: SQLite's own would stop every request. */
export const busyWaitMs = 5_000;

/**
 * With `create` false, a missing file is NoStore.
 * @param {{ dataDir: string }} location @param {{ create: boolean }} options
 * @returns {import("./types").Connection}
 */
export function openSqlite(location, { create }) {
  const path = join(location.dataDir, sqliteFileName);
  if (!create && !existsSync(path)) throw new NoStore(`no lead store at ${path} (DATA_DIR)`);
  mkdirSync(location.dataDir, { recursive: true, mode: 0o700 });
  // Created private before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
  closeSync(openSync(path, "a", 0o600));
  // SQLite answers "busy" at once instead of waiting on the event loop: see busyWaitMs.
  const database = new SQLite(path, { timeout: 0 });
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
  // The file as it was opened: a store whose file is deleted or replaced takes no lead.
  const identity = fileIdentity(path);
  const commits = new GroupCommit(database, statements);
  return {
    db: new Kysely({ dialect: new SqliteDialect({ database: statements }) }),
    types: { bytes: "blob", double: "real" },
    write: (queries) => commits.write(queries),
    patiently,
    mayHaveCommitted: () => false,
    clockOffset: async () => 0,
    skipLocked: (query) => query,
    checkWritable() {
      if (fileIdentity(path) !== identity)
        throw Object.assign(new Error("the SQLite file was deleted or replaced"), {
          code: "STORE_FILE_GONE",
        });
    },
    // Empties the log into the main file, where secure_delete zeroed what was removed: no copy is
    // left. Another process's reader can hold the log back for a moment.
    async compact() {
      for (let attempt = 0; ; attempt += 1) {
        const [row] = /** @type {{ busy: number }[]} */ (database.pragma("wal_checkpoint(TRUNCATE)"));
        if (!row?.busy) return;
        if (attempt === 50)
          throw new Error("the SQLite log could not be emptied: another process keeps reading it");
        await new Promise((done) => setTimeout(done, 100));
      }
    },
  };
}

/** @param {unknown} error */
const isBusy = (error) => String(/** @type {{ code?: unknown }} */ (error)?.code).startsWith("SQLITE_BUSY");

/**
 * Runs a write again while another process holds the lock, for up to busyWaitMs.
 * @template T @param {() => Promise<T>} write @returns {Promise<T>}
 */
async function patiently(write) {
  const deadline = performance.now() + busyWaitMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      return await write();
    } catch (error) {
      if (!isBusy(error) || performance.now() + wait > deadline) throw error;
    }
    await new Promise((done) => setTimeout(done, wait));
  }
}

/** Each write's statements in one transaction, the writes queued in one turn of the event loop together. */
class GroupCommit {
  /** @param {SQLite.Database} database @param {import("kysely").SqliteDatabase} statements */
  constructor(database, statements) {
    this.#database = database;
    this.#statements = statements;
  }

  #database;
  #statements;
  /** @type {{ queries: CompiledQuery[], at: number, done: (changes: number[]) => void, fail: (error: unknown) => void }[]} */
  #queued = [];

  /** @param {CompiledQuery[]} queries @returns {Promise<number[]>} */
  write(queries) {
    return new Promise((done, fail) => {
      this.#queued.push({ queries, at: performance.now(), done, fail });
      if (this.#queued.length === 1) setImmediate(() => this.#commit());
    });
  }

  #commit() {
    // A transaction Kysely opened on this connection is still awaiting its next statement:
    // joining it would make these writes depend on its outcome.
    if (this.#database.inTransaction) return void setTimeout(() => this.#commit(), 1);
    const batch = this.#queued.splice(0);
    const run = (/** @type {CompiledQuery[]} */ queries) =>
      queries.map((query) =>
        Number(this.#statements.prepare(query.sql).run(/** @type {unknown[]} */ (query.parameters)).changes),
      );
    try {
      const changes = this.#database.transaction(() => batch.map((item) => run(item.queries))).immediate();
      batch.forEach((item, i) => item.done(changes[i] ?? []));
    } catch (error) {
      // Another process holds the lock: each write waits up to busyWaitMs from when it was queued.
      if (isBusy(error)) {
        const now = performance.now();
        for (const item of batch) if (now - item.at >= busyWaitMs) item.fail(error);
        this.#queued.unshift(...batch.filter((item) => now - item.at < busyWaitMs));
        if (this.#queued.length > 0) setTimeout(() => this.#commit(), 10);
        return;
      }
      // A full disk fails every write alike. A refused row (a taken id) fails only its own:
      // each write is run again on its own, so none is reported stored that is not.
      if (!String(/** @type {{ code?: unknown }} */ (error)?.code).startsWith("SQLITE_CONSTRAINT")) {
        for (const item of batch) item.fail(error);
        return;
      }
      for (const item of batch) {
        try {
          item.done(this.#database.transaction(run).immediate(item.queries));
        } catch (error) {
          item.fail(error);
        }
      }
    }
  }
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

/** What changes when the file is deleted or replaced. @param {string} path */
function fileIdentity(path) {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return "missing";
  }
}
