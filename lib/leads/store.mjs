// @ts-check
// The lead store: every form submission from its commit until it is delivered and, after the
// retention period, purged. Plain JavaScript, so that the server and the staff tool share it.
import { createHmac, randomBytes } from "node:crypto";
import { CamelCasePlugin, Migrator, sql } from "kysely";
import {
  busyWaitMs,
  fileIdentity,
  isBusy,
  NoStore,
  openPostgres,
  openSqlite,
  refusedStatement,
} from "./connect.mjs";
import { migrations } from "./migrations.mjs";

/** @typedef {import("kysely").CompiledQuery} CompiledQuery */
/** @typedef {import("better-sqlite3").Database} SQLiteDatabase */
/** @typedef {import("./types").Database} Database */
/** @typedef {import("./types").Engine} Engine */
/** @typedef {import("./types").FormAnswer} FormAnswer */
/** @typedef {import("./types").LeadState} LeadState */

export const leadStates = /** @type {const} */ (["pending", "delivered", "undeliverable", "spam"]);

/** The campaign parameters kept with a lead (its `source`); click identifiers never are. */
export const campaignKeys = /** @type {const} */ ([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
]);

/** A time further ahead marks a clock stepped back: more than instances drift, less than the longest backoff. */
const clockToleranceMs = 60_000;

/** At most one write a form of how its last lead was answered (keepFormAnswer), per instance. */
const answerWriteMs = 1_000;

/** The longest lease any process can hold: 2 × the longest UPSTREAM_TIMEOUT_MS + 5 s. */
export const maxLeaseMs = 125_000;

/** What the health check writes: as much as the largest lead, so "ok" means a lead fits. */
const probeBytes = 16 * 1024;

/** How long a lead's fingerprint is claimed: the same post again within a day is held as a repeat. */
const repeatWindowMs = 24 * 60 * 60_000;

const heldAsRepeat = /** @type {const} */ ({
  state: "spam",
  spamReasons: '["repeat"]',
  leaseOwner: null,
  leaseUntil: null,
});

export class LeadStore {
  /**
   * @param {{ engine: Engine, db: import("kysely").Kysely<any>, pool?: import("pg").Pool,
   *   sqlite?: SQLiteDatabase, statements?: import("kysely").SqliteDatabase,
   *   file?: { path: string, identity: string } }} connection
   */
  constructor({ engine, db, pool, sqlite, statements, file }) {
    this.engine = engine;
    /** The tables as SQL names them: for the migrations and SQL of one's own. */
    this.db = db;
    /** The same connection, its columns named as a lead's fields are (receivedAt: received_at). */
    this.#db = /** @type {import("kysely").Kysely<Database>} */ (db.withPlugin(new CamelCasePlugin()));
    /** The PostgreSQL pool, shared with the rate limiter. */
    this.pool = pool;
    this.#sqlite = sqlite;
    this.#statements = statements;
    this.#file = file;
  }

  #db;
  #sqlite;
  #statements;
  /** The SQLite file as it was opened: a store whose file is deleted or replaced takes no lead. */
  #file;
  /** What to add to this process's clock to read the store's (see syncClock). */
  #offset = 0;
  /** @type {{ queries: CompiledQuery[], at: number, done: (changes: number[]) => void, fail: (error: unknown) => void }[]} */
  #queued = [];
  /** @type {Map<string, Promise<string>>} */
  #secrets = new Map();
  /** form_answers as last read or written here. @type {Map<string, Promise<FormAnswer | undefined>>} */
  #answers = new Map();
  /** @type {{ at: number, rows: Promise<({ kind: string, answeredAt: number | null } & FormAnswer)[]> } | undefined} */
  #answerRows;
  /** When each form's answer was last written here, and the write waiting for its turn. @type {Map<string, { at: number, waiting?: NodeJS.Timeout }>} */
  #answerWrites = new Map();

  /**
   * Migrates, safe from several processes at once. With `create: false` a missing store is NoStore.
   * @param {ReturnType<typeof import("./connect.mjs").storeLocation>} location
   * @param {{ applicationName?: string, create?: boolean }} [options]
   */
  static async open(location, { applicationName = "arcline-site", create = true } = {}) {
    const { engine } = location;
    const store = new LeadStore({
      engine,
      ...(engine === "postgresql" ? openPostgres(location, applicationName) : openSqlite(location, create)),
    });
    try {
      if (!create && !(await store.db.introspection.getTables()).some((table) => table.name === "leads"))
        throw new NoStore("no lead store in the database DATABASE_URL names (it has no leads table)");
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrations(engine) },
      });
      await store.#patiently(async () => {
        const { error } = await migrator.migrateToLatest();
        if (error) throw error;
      });
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  now() {
    return Date.now() + this.#offset;
  }

  /** Reads again the clock leases are kept by: on PostgreSQL the server's, which every instance shares. */
  async syncClock() {
    if (this.engine !== "postgresql") return;
    const query = sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now`;
    const before = Date.now();
    const { rows } = await query.execute(this.db);
    const after = Date.now();
    const row = /** @type {{ now: number } | undefined} */ (rows[0]);
    if (row) this.#offset = Math.round(Number(row.now) - (before + after) / 2);
  }

  /**
   * With `lease`, the caller holds it for its own first attempt, so no other deliverer takes it meanwhile.
   * A lead not judged spam claims its fingerprint in the same transaction, or is held as a repeat: one
   * post is one delivery, however many arrive at once. Returns the lead as stored.
   * @param {{ id: string, kind: string, payload: Record<string, unknown>, now: number,
   *   lease?: { owner: string, until: number }, source?: import("./types").LeadSource,
   *   spam?: import("./types").SpamReason[] }} lead
   */
  async add({ id, kind, payload, now, lease, source, spam }) {
    this.#checkFile();
    const row = {
      id,
      kind,
      payload: JSON.stringify(payload),
      email: emailOf(payload),
      state: /** @type {LeadState} */ (spam?.length ? "spam" : "pending"),
      attempts: 0,
      failures: 0,
      receivedAt: now,
      since: now,
      scheduledAt: now,
      nextAttemptAt: now,
      leaseOwner: lease?.owner ?? null,
      leaseUntil: lease?.until ?? null,
      updatedAt: now,
      lastStatus: null,
      lastError: null,
      deliveredAt: null,
      purgedAt: null,
      source: source ? JSON.stringify(source) : null,
      spamReasons: spam?.length ? JSON.stringify(spam) : null,
      spamLabel: null,
    };
    const fingerprint = spam?.length ? undefined : await this.#fingerprint(kind, payload);
    try {
      if (fingerprint === undefined) await this.#write(this.#db.insertInto("leads").values(row));
      else if (!(await this.#addClaiming(row, fingerprint, now))) Object.assign(row, heldAsRepeat);
    } catch (error) {
      // A PostgreSQL commit whose answer was lost may still have happened: look, or the
      // visitor's resend would store the lead twice. A refused statement was not committed.
      if (this.engine !== "postgresql" || refusedStatement(error)) throw error;
      const stored = await this.get(id).catch(() => undefined);
      if (!stored) throw error;
      return stored;
    }
    return toLead(row);
  }

  /**
   * Inserts a lead with its post's fingerprint, claimed unless another lead holds it and its day has
   * not run out; the lead is held as a repeat otherwise. On PostgreSQL one statement (the claim a
   * writing CTE), a round trip per post; SQLite, which has none, runs the two in the group commit's
   * transaction. True when claimed.
   * @param {import("kysely").Insertable<import("./types").LeadsTable>} row @param {string} fingerprint
   * @param {number} now
   */
  async #addClaiming(row, fingerprint, now) {
    const claim = (/** @type {import("kysely").QueryCreator<Database>} */ db) =>
      claimFingerprint(db, fingerprint, row.id, now);
    /** @template T @param {import("kysely").RawBuilder<unknown>} expression */
    const as = (expression) => /** @type {import("kysely").RawBuilder<T>} */ (expression);
    /** @param {import("kysely").RawBuilder<boolean>} claimed */
    const lead = (claimed) => ({
      ...row,
      state: as(sql`case when ${claimed} then ${"pending"} else ${heldAsRepeat.state} end`),
      spamReasons: as(sql`case when ${claimed} then null else ${heldAsRepeat.spamReasons} end`),
      leaseOwner: as(sql`case when ${claimed} then cast(${row.leaseOwner} as text) end`),
      leaseUntil: as(sql`case when ${claimed} then cast(${row.leaseUntil} as bigint) end`),
    });
    if (this.engine === "postgresql") {
      const [stored] = await this.#db
        .with("claim", (db) => claim(db).returning("leadId"))
        .insertInto("leads")
        .values(lead(sql`exists (select 1 from claim)`))
        .returning("state")
        .execute();
      return stored?.state === "pending";
    }
    const [claimed] = await this.#write(
      claim(this.#db),
      this.#db
        .insertInto("leads")
        .values(
          lead(sql`(select lead_id from lead_fingerprints where fingerprint = ${fingerprint}) = ${row.id}`),
        ),
    );
    return claimed === 1;
  }

  /**
   * The kind and the fields whatever their spacing or the address's case, so a correction (another
   * phone number) is another post. Keyed, so the stored fingerprint tells no one what was sent.
   * @param {string} kind @param {Record<string, unknown>} payload
   */
  async #fingerprint(kind, payload) {
    const fields = Object.entries({ ...payload, email: emailOf(payload) })
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value]);
    return createHmac("sha256", await this.#secret("lead-fingerprint"))
      .update(JSON.stringify([kind, fields]))
      .digest("base64url");
  }

  /**
   * Runs the statements in one transaction; resolves with the rows each changed once committed. On
   * SQLite the writes of one turn of the event loop share one transaction, so one flush to disk, and
   * each sees those before it; PostgreSQL groups its connections' commits itself.
   * @param {...{ compile(): CompiledQuery }} queries @returns {Promise<number[]>}
   */
  #write(...queries) {
    const compiled = queries.map((query) => query.compile());
    if (!this.#sqlite) {
      const run = async (/** @type {import("kysely").Kysely<Database>} */ db) => {
        const changes = [];
        for (const query of compiled)
          changes.push(Number((await db.executeQuery(query)).numAffectedRows ?? 0));
        return changes;
      };
      return compiled.length === 1 ? run(this.#db) : this.#db.transaction().execute(run);
    }
    return new Promise((done, fail) => {
      this.#queued.push({ queries: compiled, at: performance.now(), done, fail });
      if (this.#queued.length === 1) setImmediate(() => this.#commitQueued());
    });
  }

  #commitQueued() {
    const sqlite = /** @type {SQLiteDatabase} */ (this.#sqlite);
    const statements = /** @type {import("kysely").SqliteDatabase} */ (this.#statements);
    // A transaction Kysely opened on this connection is still awaiting its next statement:
    // joining it would make these writes depend on its outcome.
    if (sqlite.inTransaction) return void setTimeout(() => this.#commitQueued(), 1);
    const batch = this.#queued.splice(0);
    const run = (/** @type {CompiledQuery[]} */ queries) =>
      queries.map((query) =>
        Number(statements.prepare(query.sql).run(/** @type {unknown[]} */ (query.parameters)).changes),
      );
    try {
      const changes = sqlite.transaction(() => batch.map((item) => run(item.queries))).immediate();
      batch.forEach((item, i) => item.done(changes[i] ?? []));
    } catch (error) {
      // Another process holds the lock: each write waits up to busyWaitMs from when it was queued.
      if (isBusy(error)) {
        const now = performance.now();
        for (const item of batch) if (now - item.at >= busyWaitMs) item.fail(error);
        this.#queued.unshift(...batch.filter((item) => now - item.at < busyWaitMs));
        if (this.#queued.length > 0) setTimeout(() => this.#commitQueued(), 10);
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
          item.done(sqlite.transaction(run).immediate(item.queries));
        } catch (error) {
          item.fail(error);
        }
      }
    }
  }

  async get(/** @type {string} */ id) {
    const row = await this.#db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toLead(row) : undefined;
  }

  /**
   * Leases due leads in one statement, so no two processes get the same one. A schedule or lease
   * too far ahead marks a clock stepped back: the lead is due rather than stalled.
   * @param {{ owner: string, now: number, leaseMs: number, limit: number, exclude?: string[] }} claim
   */
  async claimDue({ owner, now, leaseMs, limit, exclude = [] }) {
    const due = this.#db
      .selectFrom("leads")
      .select("id")
      .where("state", "=", "pending")
      .$if(exclude.length > 0, (query) => query.where("id", "not in", exclude))
      .where((eb) =>
        eb
          .or([eb("nextAttemptAt", "<=", now), eb("scheduledAt", ">", now + clockToleranceMs)])
          .and(
            eb.or([
              eb("leaseUntil", "is", null),
              eb("leaseUntil", "<=", now),
              eb("leaseUntil", ">", now + maxLeaseMs + clockToleranceMs),
            ]),
          ),
      )
      .orderBy("nextAttemptAt")
      .limit(limit)
      .$if(this.engine === "postgresql", (query) => query.forUpdate().skipLocked());
    const rows = await this.#patiently(() =>
      this.#db
        .updateTable("leads")
        .set({ leaseOwner: owner, leaseUntil: now + leaseMs })
        .where("id", "in", due)
        .returningAll()
        .execute(),
    );
    return rows.map(toLead).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  }

  /**
   * False when the lead was no longer this owner's (another process took it over, or it was erased).
   * @param {string} id @param {string} owner @param {import("./types").Outcome} outcome @param {number} now
   */
  async record(id, owner, outcome, now) {
    /** @type {import("kysely").UpdateObject<Database, "leads">} */
    const change = {
      state: outcome.state,
      attempts: sql`attempts + 1`,
      lastStatus: outcome.status ?? null,
      lastError: "error" in outcome ? outcome.error : null,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: now,
    };
    if (outcome.state === "delivered") change.deliveredAt = now;
    if (outcome.state === "pending") {
      change.failures = sql`failures + 1`;
      change.scheduledAt = now;
      change.nextAttemptAt = now + outcome.retryInMs;
    }
    const [changed] = await this.#write(
      this.#db
        .updateTable("leads")
        .set(change)
        .where("id", "=", id)
        .where("state", "=", "pending")
        .where("leaseOwner", "=", owner),
    );
    return changed === 1;
  }

  /**
   * A lead released from spam claims its post's fingerprint as a new lead would, so the visitor's own
   * resend is a repeat; one whose post another lead sent or is sending is refused (`repeat`).
   * @param {string[] | undefined} ids @param {number} now @param {"undeliverable" | "spam"} [from]
   */
  async requeue(ids, now, from = "undeliverable") {
    if (from === "spam") await this.#secret("lead-fingerprint");
    return this.#patiently(() =>
      this.#db.transaction().execute(async (trx) => {
        /** @type {string[]} */
        const repeats = [];
        if (from === "spam")
          for (const held of await trx
            .selectFrom("leads")
            .select(["id", "kind", "payload"])
            .where("state", "=", "spam")
            .where("payload", "is not", null)
            .where("id", "in", ids?.length ? ids : [""])
            .execute()) {
            const fingerprint = await this.#fingerprint(
              held.kind,
              JSON.parse(/** @type {string} */ (held.payload)),
            );
            const claim = await claimFingerprint(trx, fingerprint, held.id, now).executeTakeFirst();
            if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) repeats.push(held.id);
          }
        let query = trx
          .updateTable("leads")
          .set({
            state: "pending",
            failures: 0,
            since: now,
            scheduledAt: now,
            nextAttemptAt: now,
            updatedAt: now,
            // Staff sent on what the rules held: the spam filter learns it was a real lead.
            ...(from === "spam" && { spamLabel: /** @type {const} */ ("real") }),
          })
          .where("state", "=", from)
          .where("payload", "is not", null);
        if (ids) query = query.where("id", "in", ids.length > 0 ? ids : [""]);
        if (repeats.length > 0) query = query.where("id", "not in", repeats);
        const requeued = (await query.returning("id").execute()).map((row) => row.id);
        const others = ids?.filter((id) => !requeued.includes(id)) ?? [];
        const rows = others.length
          ? await trx
              .selectFrom("leads")
              .select(["id", "state", "payload"])
              .where("id", "in", others)
              .execute()
          : [];
        const refused = others.map((id) => {
          const row = rows.find((found) => found.id === id);
          const state = !row ? "missing" : row.payload === null ? "purged" : row.state;
          return { id, state: repeats.includes(id) ? "repeat" : state };
        });
        return { requeued, refused };
      }),
    );
  }

  /**
   * Staff say these leads were spam: a delivered one keeps its state, a waiting one is never sent. The
   * spam filter learns from the label. @param {string[]} ids @param {number} now
   */
  async markSpam(ids, now) {
    return this.#patiently(() =>
      this.#db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("leads")
          .select(["id", "state", "payload"])
          .where("id", "in", ids)
          .execute();
        /** @type {string[]} */
        const marked = [];
        /** @type {{ id: string, state: string }[]} */
        const refused = [];
        for (const id of ids) {
          const row = rows.find((found) => found.id === id);
          if (!row || row.payload === null || row.state === "spam")
            refused.push({ id, state: !row ? "missing" : row.payload === null ? "purged" : "spam" });
          else marked.push(id);
        }
        const change = { spamLabel: /** @type {const} */ ("spam"), updatedAt: now };
        const mark = (/** @type {boolean} */ delivered) =>
          trx
            .updateTable("leads")
            .set(delivered ? change : { ...change, state: "spam", leaseOwner: null, leaseUntil: null })
            .where("id", "in", marked)
            .where("state", delivered ? "=" : "!=", "delivered")
            .execute();
        if (marked.length > 0) {
          await mark(true);
          await mark(false);
        }
        return { marked, refused };
      }),
    );
  }

  /** The leads the team labelled that still hold their text: what the spam filter trains on. */
  async labelledLeads() {
    const rows = await this.#db
      .selectFrom("leads")
      .select(["id", "kind", "payload", "spamLabel"])
      .where("spamLabel", "is not", null)
      .where("payload", "is not", null)
      .execute();
    return rows.map((row) => ({
      key: row.id,
      kind: row.kind,
      label: /** @type {"spam" | "real"} */ (row.spamLabel),
      payload: JSON.parse(/** @type {string} */ (row.payload)),
    }));
  }

  /** When the spam filter in the store was trained, and on which corpus: cheap, read every minute. */
  async spamFilterVersion() {
    return this.#db
      .selectFrom("spam_filter")
      .select(["trainedAt", "corpus"])
      .where("id", "=", 1)
      .executeTakeFirst();
  }

  async spamFilter() {
    const row = await this.#db.selectFrom("spam_filter").selectAll().where("id", "=", 1).executeTakeFirst();
    return row && { ...row, threshold: Number(row.threshold), trainedAt: Number(row.trainedAt) };
  }

  /**
   * Replacing only the filter trained at `replacing` when given: one emptied meanwhile (a lead it
   * learnt was erased) is never overwritten with a model that learnt that lead.
   * @param {import("./spam-text.mjs").TrainedFilter} trained @param {number} now @param {number} [replacing]
   */
  async saveSpamFilter({ model, threshold, corpus }, now, replacing) {
    const row = { id: 1, model, threshold, corpus, trainedAt: now };
    await this.#patiently(() =>
      this.#db
        .insertInto("spam_filter")
        .values(row)
        .onConflict((oc) => {
          const update = oc.column("id").doUpdateSet({ model, threshold, corpus, trainedAt: now });
          return replacing === undefined ? update : update.where("spam_filter.trainedAt", "=", replacing);
        })
        .execute(),
    );
  }

  /** Oldest first, a page at a time. @param {{ state?: LeadState, pageSize?: number }} [filter] */
  async *each({ state, pageSize = 1_000 } = {}) {
    /** @type {{ receivedAt: number, id: string } | undefined} */
    let after;
    for (;;) {
      let query = this.#db.selectFrom("leads").selectAll();
      if (state) query = query.where("state", "=", state);
      if (after) {
        const { receivedAt, id } = after;
        // A row-value comparison, served by the (received_at, id) index: every page costs the same.
        query = query.where((eb) => eb(eb.refTuple("receivedAt", "id"), ">", eb.tuple(receivedAt, id)));
      }
      const rows = await query.orderBy("receivedAt").orderBy("id").limit(pageSize).execute();
      for (const row of rows) yield toLead(row);
      after = rows.at(-1);
      if (!after || rows.length < pageSize) return;
    }
  }

  async counts() {
    const rows = await this.#db
      .selectFrom("leads")
      .select(["state", (eb) => eb.fn.countAll().as("n")])
      .groupBy("state")
      .execute();
    const counts = { pending: 0, delivered: 0, undeliverable: 0, spam: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  /** Cheap at any size, by the partial indexes. @param {{ spamBefore?: number }} [options] */
  async backlog({ spamBefore } = {}) {
    const count = async (/** @type {LeadState} */ state) => {
      let query = this.#db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("state", "=", state);
      if (state === "spam") query = query.where("payload", "is not", null);
      if (state === "spam" && spamBefore !== undefined) query = query.where("receivedAt", "<", spamBefore);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    return {
      pending: await count("pending"),
      undeliverable: await count("undeliverable"),
      spam: await count("spam"),
    };
  }

  /** Spam is counted to the last full hour, so a sender cannot tell, post by post, whether it was caught. */
  async deliveryState() {
    const { at } = await this.#db
      .selectFrom("leads")
      .select((eb) => eb.fn.min("receivedAt").as("at"))
      .where("state", "=", "pending")
      .executeTakeFirstOrThrow();
    const hourMs = 60 * 60_000;
    return {
      ...(await this.backlog({ spamBefore: Math.floor(this.now() / hourMs) * hourMs })),
      oldestPendingAt: at === null ? null : Number(at),
    };
  }

  /** True for the one caller that changed it, which alerts. @param {boolean} open @param {number} now */
  setIncident(open, now) {
    return this.#changeIncident({ openedAt: open ? now : null }, (eb) =>
      eb("openedAt", open ? "is" : "is not", null),
    );
  }

  /** True for the one caller, in any instance, that is to send the alert. @param {boolean} open */
  claimAlert(open) {
    return this.#changeIncident({ alertedOpen: open ? 1 : 0 }, (eb) =>
      eb.or([eb("alertedOpen", "is", null), eb("alertedOpen", "=", open ? 0 : 1)]),
    );
  }

  /** Gives back an alert the receiver refused: the next round sends it again. @param {boolean} open */
  async releaseAlert(open) {
    await this.#changeIncident({ alertedOpen: open ? 0 : 1 }, (eb) => eb("alertedOpen", "=", open ? 1 : 0));
  }

  /**
   * @param {import("kysely").UpdateObject<Database, "delivery_incident">} change
   * @param {import("kysely").ExpressionOrFactory<Database, "delivery_incident", import("kysely").SqlBool>} only
   */
  async #changeIncident(change, only) {
    const result = await this.#patiently(() =>
      this.#db
        .updateTable("delivery_incident")
        .set(change)
        .where("id", "=", 1)
        .where(only)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  /** When held spam was last reported, and the received time up to which it was. */
  spamReport() {
    return this.#db
      .selectFrom("spam_report")
      .select(["reportedAt", "reportedUntil"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
  }

  /**
   * The posts still held that were received from `from` until before `until`: how many, how many
   * broke each rule, and when the first arrived. @param {number} from @param {number} until
   */
  async heldSpam(from, until) {
    const rows = await this.#db
      .selectFrom("leads")
      .select(["spamReasons", (eb) => eb.fn.countAll().as("n"), (eb) => eb.fn.min("receivedAt").as("first")])
      .where("state", "=", "spam")
      .where("payload", "is not", null)
      .where("receivedAt", ">=", from)
      .where("receivedAt", "<", until)
      .groupBy("spamReasons")
      .execute();
    /** @type {Map<import("./types").SpamReason, number>} */
    const reasons = new Map();
    for (const row of rows)
      for (const reason of JSON.parse(row.spamReasons ?? "[]"))
        reasons.set(reason, (reasons.get(reason) ?? 0) + Number(row.n));
    return {
      posts: rows.reduce((sum, row) => sum + Number(row.n), 0),
      reasons,
      first: Math.min(...rows.map((row) => Number(row.first))),
    };
  }

  /**
   * True for the one caller, in any instance, that changed the report's row while its last report
   * was still the one made `at`. @param {{ reportedAt?: number, reportedUntil?: number }} change
   * @param {number} at
   */
  async changeSpamReport(change, at) {
    const result = await this.#patiently(() =>
      this.#db
        .updateTable("spam_report")
        .set(change)
        .where("id", "=", 1)
        .where("reportedAt", "=", at)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Batch by batch: a first purge of a large store never holds the database for long. Held spam only
   * once it was reported: a real lead among it would otherwise be lost unseen.
   * @param {number} before @param {number} now
   */
  async purge(before, now, batch = 500) {
    await this.#patiently(() =>
      this.#db.deleteFrom("lead_fingerprints").where("expiresAt", "<=", now).execute(),
    );
    const { reportedUntil } = await this.spamReport();
    let purged = 0;
    for (const [state, time, cutoff] of /** @type {const} */ ([
      ["delivered", "deliveredAt", before],
      ["spam", "receivedAt", Math.min(before, reportedUntil)],
    ])) {
      for (;;) {
        const ids = this.#db
          .selectFrom("leads")
          .select("id")
          .where("state", "=", state)
          .where("payload", "is not", null)
          .where(time, "<", cutoff)
          .limit(batch);
        const result = await this.#patiently(() =>
          this.#db
            .updateTable("leads")
            // The source too: a campaign value or a page's address can hold an email address.
            .set({ payload: null, email: null, source: null, purgedAt: now, updatedAt: now })
            .where("id", "in", ids)
            // Again: a lead released or delivered since the ids were read is not purged.
            .where("state", "=", state)
            .where("payload", "is not", null)
            .executeTakeFirst(),
        );
        const n = Number(result.numUpdatedRows);
        purged += n;
        if (n < batch) break;
        await new Promise((done) => setImmediate(done));
      }
    }
    if (purged > 0) {
      const labelled = this.#db
        .selectFrom("leads")
        .select("id")
        .where("purgedAt", "=", now)
        .where("spamLabel", "is not", null);
      await this.#patiently(() => this.#forgetSpamFilter(this.#db, labelled, now).execute());
      await this.#checkpoint();
    }
    return purged;
  }

  /**
   * The saved filter holds the words of the leads it learnt: once one of them is blanked or erased,
   * its model is emptied and marked for retraining from what is left (lib/leads/spam.ts).
   * @param {import("kysely").Kysely<Database>} db
   * @param {import("kysely").SelectQueryBuilder<Database, "leads", { id: string }>} leads @param {number} now
   */
  #forgetSpamFilter(db, leads, now) {
    return db
      .updateTable("spam_filter")
      .set({ model: "", corpus: "", trainedAt: now })
      .where("id", "=", 1)
      .where((eb) => eb.exists(leads));
  }

  /** Deletes every lead of one email address, whatever its state; returns how many. @param {string} email */
  async erase(email) {
    const address = normalizeEmail(email);
    const result = await this.#patiently(() =>
      this.#db.transaction().execute(async (trx) => {
        const leads = trx.selectFrom("leads").select("id").where("email", "=", address);
        await trx.deleteFrom("lead_fingerprints").where("leadId", "in", leads).execute();
        await this.#forgetSpamFilter(trx, leads.where("spamLabel", "is not", null), this.now()).execute();
        return trx.deleteFrom("leads").where("email", "=", address).executeTakeFirst();
      }),
    );
    const erased = Number(result.numDeletedRows);
    if (erased > 0) await this.#checkpoint();
    return erased;
  }

  // Empties SQLite's log into the main file, where secure_delete zeroed what was removed: no copy is
  // left. Another process's reader can hold the log back for a moment.
  async #checkpoint() {
    const sqlite = this.#sqlite;
    if (!sqlite) return;
    for (let attempt = 0; ; attempt += 1) {
      const [row] = /** @type {{ busy: number }[]} */ (sqlite.pragma("wal_checkpoint(TRUNCATE)"));
      if (!row?.busy) return;
      if (attempt === 50)
        throw new Error("the SQLite log could not be emptied: another process keeps reading it");
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  /** Refuses to write into a SQLite file that is no longer at its path: the write would be lost. */
  #checkFile() {
    if (this.#file && fileIdentity(this.#file.path) !== this.#file.identity)
      throw Object.assign(new Error("the SQLite file was deleted or replaced"), { code: "STORE_FILE_GONE" });
  }

  /** An import run again adds nothing twice. @param {import("./journal.mjs").ImportedLead[]} leads */
  async importLeads(leads) {
    const rows = leads.map(({ payload, ...lead }) => ({
      ...lead,
      payload: payload === null ? null : JSON.stringify(payload),
      email: payload === null ? null : emailOf(payload),
      scheduledAt: Math.min(lead.updatedAt, lead.nextAttemptAt),
    }));
    const result = await this.#patiently(() =>
      this.#db
        .insertInto("leads")
        .values(rows)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst(),
    );
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** The key that signs the forms' timing value (lib/leads/spam.ts). */
  formTimingKey() {
    return this.#secret("form-timing");
  }

  /** A key kept in the store, one for every instance; read once. @param {string} name */
  #secret(name) {
    let value = this.#secrets.get(name);
    if (!value) {
      value = this.#db
        .selectFrom("secrets")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
        .then((row) => row.value);
      this.#secrets.set(name, value);
      // A failed read is tried again by the next post.
      value.catch(() => this.#secrets.delete(name));
    }
    return value;
  }

  /**
   * How the last lead of every form was answered, and when, by any instance: read at most once an
   * answerWriteMs, so another instance's answers count within about a second.
   */
  formAnswers() {
    if (!this.#answerRows || performance.now() - this.#answerRows.at >= answerWriteMs) {
      const rows = this.#db
        .selectFrom("form_answers")
        .select(["kind", "status", "message", "ms", "answeredAt"])
        .execute();
      const read = { at: performance.now(), rows };
      this.#answerRows = read;
      // A failed read is tried again by the next post.
      rows.catch(() => {
        if (this.#answerRows === read) this.#answerRows = undefined;
      });
    }
    return this.#answerRows.rows;
  }

  /** How the last lead of a form was answered, in any instance; read once. @param {string} kind */
  #formAnswer(kind) {
    let answer = this.#answers.get(kind);
    if (!answer) {
      answer = this.#db
        .selectFrom("form_answers")
        .select(["status", "message", "ms"])
        .where("kind", "=", kind)
        .executeTakeFirst();
      this.#answers.set(kind, answer);
      // A failed read is tried again by the next post.
      answer.catch(() => this.#answers.delete(kind));
    }
    return answer;
  }

  /**
   * Kept when it changed: the status, the words, or the time by more than half and 100 ms. Written at
   * once, then at most once an answerWriteMs a form (the latest, at the end of it, or when the store
   * closes), so a form whose answers flip while the agency API fails does not pay a write per post.
   * @param {string} kind @param {FormAnswer} answer
   */
  async keepFormAnswer(kind, answer) {
    const kept = await this.#formAnswer(kind).catch(() => undefined);
    const sameTime = kept && Math.abs(kept.ms - answer.ms) <= Math.max(100, kept.ms / 2);
    if (sameTime && kept.status === answer.status && kept.message === answer.message) return;
    this.#answers.set(kind, Promise.resolve(answer));
    const read = this.#answerRows;
    if (read) {
      const row = { kind, ...answer, answeredAt: this.now() };
      read.rows = read.rows.then((rows) => [...rows.filter((other) => other.kind !== kind), row]);
    }
    const last = this.#answerWrites.get(kind);
    if (last?.waiting) return;
    const wait = last ? last.at + answerWriteMs - performance.now() : 0;
    if (!last || wait <= 0) return this.#writeAnswer(kind);
    const waiting = setTimeout(() => void this.#writeAnswer(kind).catch(() => undefined), wait);
    this.#answerWrites.set(kind, { at: last.at, waiting });
  }

  /** @param {string} kind */
  async #writeAnswer(kind) {
    clearTimeout(this.#answerWrites.get(kind)?.waiting);
    this.#answerWrites.set(kind, { at: performance.now() });
    const answer = await this.#answers.get(kind);
    if (!answer) return;
    const row = { ...answer, answeredAt: this.now() };
    await this.#write(
      this.#db
        .insertInto("form_answers")
        .values({ kind, ...row })
        .onConflict((oc) => oc.column("kind").doUpdateSet(row)),
    );
  }

  /** Proves the store takes a write of a lead's size now. @param {number} now */
  async probe(now) {
    this.#checkFile();
    await this.#patiently(() =>
      this.#db
        .updateTable("store_probe")
        .set({ checkedAt: now, filler: randomBytes(probeBytes) })
        .where("id", "=", 1)
        .execute(),
    );
  }

  /**
   * Runs a write again while another process holds the lock, for up to busyWaitMs.
   * @template T @param {() => Promise<T>} write
   */
  async #patiently(write) {
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

  async close() {
    for (const [kind, { waiting }] of this.#answerWrites)
      if (waiting) await this.#writeAnswer(kind).catch(() => undefined);
    await this.#db.destroy();
  }
}

const normalizeEmail = (/** @type {string} */ email) => email.trim().toLowerCase();

/** The email as it is matched. @param {Record<string, unknown>} payload */
const emailOf = (payload) => (typeof payload.email === "string" ? normalizeEmail(payload.email) : null);

/**
 * Claims a post's fingerprint for a lead for a day, unless another lead holds it and its day has not
 * run out; nothing changes then.
 * @param {import("kysely").QueryCreator<Database>} db @param {string} fingerprint @param {string} leadId
 * @param {number} now
 */
function claimFingerprint(db, fingerprint, leadId, now) {
  return db
    .insertInto("lead_fingerprints")
    .values({ fingerprint, leadId, expiresAt: now + repeatWindowMs })
    .onConflict((oc) =>
      oc
        .column("fingerprint")
        .doUpdateSet((eb) => ({ leadId: eb.ref("excluded.leadId"), expiresAt: eb.ref("excluded.expiresAt") }))
        .where((eb) =>
          eb.or([eb("lead_fingerprints.expiresAt", "<=", now), eb("lead_fingerprints.leadId", "=", leadId)]),
        ),
    );
}

/**
 * A lead as read: its JSON columns parsed.
 * @param {import("kysely").Selectable<import("./types").LeadsTable>} row @returns {import("./types").Lead}
 */
function toLead(row) {
  const json = (/** @type {string | null} */ text) => (text === null ? null : JSON.parse(text));
  return { ...row, payload: json(row.payload), source: json(row.source), spamReasons: json(row.spamReasons) };
}
