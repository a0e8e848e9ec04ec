// @ts-check
// The lead store: every form submission from its commit until it is delivered and, after the
// retention period, purged. Plain JavaScript, so that the server and the staff tool share it.
import { randomBytes } from "node:crypto";
import { CamelCasePlugin, Migrator, sql } from "kysely";
import { claimFingerprint, emailOf, fingerprintOf, normalizeEmail } from "./fingerprints.mjs";
import { FormAnswers } from "./form-answers.mjs";
import { Incidents } from "./incidents.mjs";
import { NoStore } from "./location.mjs";
import { migrations } from "./migrations.mjs";
import { openPostgres } from "./postgresql.mjs";
import { Secrets } from "./secrets.mjs";
import { SpamFilterStore } from "./spam-filter-store.mjs";
import { openSqlite } from "./sqlite.mjs";

/** @typedef {import("./types").Database} Database */
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

/** The longest lease any process can hold: 2 × the longest UPSTREAM_TIMEOUT_MS + 5 s. */
export const maxLeaseMs = 125_000;

/** What the health check writes: as much as the largest lead, so "ok" means a lead fits. */
const probeBytes = 16 * 1024;

const heldAsRepeat = /** @type {const} */ ({
  state: "spam",
  spamReasons: '["repeat"]',
  leaseOwner: null,
  leaseUntil: null,
});

/** Each engine one module (lib/leads/types.ts, Connection); storeLocation picks one. */
export const engines = { sqlite: openSqlite, postgresql: openPostgres };

export class LeadStore {
  /** @param {import("./types").Connection} connection */
  constructor(connection) {
    this.#connection = connection;
    /** The tables as SQL names them: for the migrations and SQL of one's own. */
    this.db = connection.db;
    /** The same connection, its columns named as a lead's fields are (receivedAt: received_at). */
    this.#db = /** @type {import("kysely").Kysely<Database>} */ (
      /** @type {unknown} */ (this.db.withPlugin(new CamelCasePlugin()))
    );
    /** For the form rate limit, on an engine every instance shares. */
    this.sharedLimiter = connection.sharedLimiter;
    this.incidents = new Incidents(this.#db, connection);
    this.secrets = new Secrets(this.#db);
    this.spamFilter = new SpamFilterStore(this.#db, connection);
    this.answers = new FormAnswers(this.#db, connection, () => this.now());
  }

  #connection;
  #db;
  /** What to add to this process's clock to read the store's (see syncClock). */
  #offset = 0;

  /**
   * Migrates, safe from several processes at once. With `create: false` a missing store is NoStore.
   * @param {ReturnType<typeof import("./location.mjs").storeLocation>} location
   * @param {{ applicationName?: string, create?: boolean }} [options]
   */
  static async open(location, { applicationName = "arcline-site", create = true } = {}) {
    const connection = engines[location.engine](location, { applicationName, create });
    const store = new LeadStore(connection);
    try {
      if (!create && !(await store.db.introspection.getTables()).some((table) => table.name === "leads"))
        throw new NoStore("no lead store in the database DATABASE_URL names (it has no leads table)");
      const migrator = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrations(connection) },
      });
      await connection.patiently(async () => {
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
    this.#offset = await this.#connection.clockOffset();
  }

  /**
   * With `lease`, the caller holds it for its own first attempt, so no other deliverer takes it meanwhile.
   * A lead not judged spam claims its fingerprint in the same transaction, or is held as a repeat: one
   * post is one delivery, however many arrive at once. Returns the lead as stored.
   * @param {{ id: string, kind: string, payload: Record<string, unknown>, now: number,
   *   lease?: { owner: string, until: number }, source?: import("./types").LeadSource,
   *   spam?: import("./types").SpamReason[], language?: string }} lead
   */
  async add({ id, kind, payload, now, lease, source, spam, language }) {
    this.#connection.checkWritable();
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
      language: language ?? null,
    };
    const fingerprint = spam?.length
      ? undefined
      : await fingerprintOf(await this.secrets.get("lead-fingerprint"), kind, payload);
    try {
      if (fingerprint === undefined) await this.#write(this.#db.insertInto("leads").values(row));
      else if (!(await this.#addClaiming(row, fingerprint, now))) Object.assign(row, heldAsRepeat);
    } catch (error) {
      // A PostgreSQL commit whose answer was lost may still have happened: look, or the
      // visitor's resend would store the lead twice. A refused statement was not committed.
      if (!this.#connection.mayHaveCommitted(error)) throw error;
      const stored = await this.get(id).catch(() => undefined);
      if (!stored) throw error;
      return stored;
    }
    return toLead(row);
  }

  /**
   * Inserts a lead with its post's fingerprint, claimed unless another lead holds it and its day has
   * not run out; the lead is held as a repeat otherwise. The claim and the insert are one transaction,
   * and the insert reads who holds the fingerprint after the claim. True when claimed.
   * @param {import("kysely").Insertable<import("./types").LeadsTable>} row @param {string} fingerprint
   * @param {number} now
   */
  async #addClaiming(row, fingerprint, now) {
    /** @template T @param {import("kysely").RawBuilder<unknown>} expression */
    const as = (expression) => /** @type {import("kysely").RawBuilder<T>} */ (expression);
    const claimed = sql`(select lead_id from lead_fingerprints where fingerprint = ${fingerprint}) = ${row.id}`;
    const [taken] = await this.#write(
      claimFingerprint(this.#db, fingerprint, row.id, now),
      this.#db.insertInto("leads").values({
        ...row,
        state: as(sql`case when ${claimed} then ${"pending"} else ${heldAsRepeat.state} end`),
        spamReasons: as(sql`case when ${claimed} then null else ${heldAsRepeat.spamReasons} end`),
        leaseOwner: as(sql`case when ${claimed} then cast(${row.leaseOwner} as text) end`),
        leaseUntil: as(sql`case when ${claimed} then cast(${row.leaseUntil} as bigint) end`),
      }),
    );
    return taken === 1;
  }

  /**
   * Runs the statements in one transaction; resolves with the rows each changed once committed.
   * @param {...{ compile(): import("kysely").CompiledQuery }} queries
   */
  #write(...queries) {
    return this.#connection.write(queries.map((query) => query.compile()));
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
      .$call((query) => this.#connection.skipLocked(query));
    const rows = await this.#connection.patiently(() =>
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
    if (from === "spam") await this.secrets.get("lead-fingerprint");
    return this.#connection.patiently(() =>
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
            const fingerprint = fingerprintOf(
              await this.secrets.get("lead-fingerprint"),
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
    return this.#connection.patiently(() =>
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

  /**
   * Batch by batch: a first purge of a large store never holds the database for long. Held spam only
   * once it was reported: a real lead among it would otherwise be lost unseen.
   * @param {number} before @param {number} now
   */
  async purge(before, now, batch = 500) {
    await this.#connection.patiently(() =>
      this.#db.deleteFrom("lead_fingerprints").where("expiresAt", "<=", now).execute(),
    );
    const { reportedUntil } = await this.incidents.spamReport();
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
        const result = await this.#connection.patiently(() =>
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
      await this.#connection.patiently(() => this.#forgetSpamFilter(this.#db, labelled, now).execute());
      await this.#connection.compact();
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
    const result = await this.#connection.patiently(() =>
      this.#db.transaction().execute(async (trx) => {
        const leads = trx.selectFrom("leads").select("id").where("email", "=", address);
        await trx.deleteFrom("lead_fingerprints").where("leadId", "in", leads).execute();
        await this.#forgetSpamFilter(trx, leads.where("spamLabel", "is not", null), this.now()).execute();
        return trx.deleteFrom("leads").where("email", "=", address).executeTakeFirst();
      }),
    );
    const erased = Number(result.numDeletedRows);
    if (erased > 0) await this.#connection.compact();
    return erased;
  }

  /** An import run again adds nothing twice. @param {import("./journal.mjs").ImportedLead[]} leads */
  async importLeads(leads) {
    const rows = leads.map(({ payload, ...lead }) => ({
      ...lead,
      payload: payload === null ? null : JSON.stringify(payload),
      email: payload === null ? null : emailOf(payload),
      scheduledAt: Math.min(lead.updatedAt, lead.nextAttemptAt),
    }));
    const result = await this.#connection.patiently(() =>
      this.#db
        .insertInto("leads")
        .values(rows)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst(),
    );
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** Proves the store takes a write of a lead's size now. @param {number} now */
  async probe(now) {
    this.#connection.checkWritable();
    await this.#connection.patiently(() =>
      this.#db
        .updateTable("store_probe")
        .set({ checkedAt: now, filler: randomBytes(probeBytes) })
        .where("id", "=", 1)
        .execute(),
    );
  }

  async close() {
    await this.answers.flush();
    await this.#db.destroy();
  }
}

/**
 * A lead as read: its JSON columns parsed.
 * @param {import("kysely").Selectable<import("./types").LeadsTable>} row @returns {import("./types").Lead}
 */
function toLead(row) {
  const json = (/** @type {string | null} */ text) => (text === null ? null : JSON.parse(text));
  return { ...row, payload: json(row.payload), source: json(row.source), spamReasons: json(row.spamReasons) };
}
