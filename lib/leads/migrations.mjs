// @ts-check
// The lead store's schema, one migration per change, applied in name order at start by
// Kysely's migrator. Never edit a migration that has shipped: add the next one.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";

/** @typedef {import("kysely").Kysely<any>} AnyDb */

/**
 * Kysely runs a migration in a transaction where the engine's DDL can be rolled back (PostgreSQL);
 * elsewhere (SQLite) a change that must not stop half-way opens its own.
 * @param {AnyDb} db @param {(db: AnyDb) => Promise<void>} change
 */
const atomically = (db, change) => (db.isTransaction ? change(db) : db.transaction().execute(change));

/**
 * @param {Pick<import("./types").Connection, "types" | "createLimiterTable">} connection
 * @returns {Record<string, import("kysely").Migration>}
 */
export function migrations({ types, createLimiterTable }) {
  return {
    "2026-11-25-01-leads": {
      async up(db) {
        await db.schema
          .createTable("leads")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("payload", "text")
          .addColumn("email", "text")
          .addColumn("state", "text", (c) =>
            c.notNull().check(sql`state in ('pending', 'delivered', 'undeliverable')`),
          )
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("received_at", "bigint", (c) => c.notNull())
          .addColumn("since", "bigint", (c) => c.notNull())
          .addColumn("scheduled_at", "bigint", (c) => c.notNull())
          .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
          .addColumn("lease_owner", "text")
          .addColumn("lease_until", "bigint")
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .addColumn("last_status", "integer")
          .addColumn("last_error", "text")
          .addColumn("delivered_at", "bigint")
          .addColumn("purged_at", "bigint")
          .execute();
        // Small by design: only what is waiting, and only what still holds personal data.
        await db.schema
          .createIndex("leads_due")
          .on("leads")
          .column("next_attempt_at")
          .where(sql.ref("state"), "=", "pending")
          .execute();
        await db.schema
          .createIndex("leads_purgeable")
          .on("leads")
          .column("delivered_at")
          .where(sql`state = 'delivered' and payload is not null`.$castTo())
          .execute();
        await db.schema.createIndex("leads_email").on("leads").column("email").execute();
        await db.schema
          .createIndex("leads_undeliverable")
          .on("leads")
          .column("received_at")
          .where(sql.ref("state"), "=", "undeliverable")
          .execute();
        await db.schema.createIndex("leads_received").on("leads").column("received_at").execute();

        // One row that the health check rewrites to prove the store takes a write.
        await db.schema
          .createTable("store_probe")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("checked_at", "bigint", (c) => c.notNull())
          .addColumn("filler", types.bytes)
          .execute();
        await db.insertInto("store_probe").values({ id: 1, checked_at: 0, filler: null }).execute();

        // The table the rate limiter counts in, where the engine shares its counts between instances.
        await createLimiterTable?.(db);
      },
    },
    "2026-11-26-01-leads-in-order": {
      // One index on (received_at, id) serves each page of a list or export, however many share a time.
      async up(db) {
        await db.schema.createIndex("leads_in_order").on("leads").columns(["received_at", "id"]).execute();
        await db.schema.dropIndex("leads_received").execute();
      },
    },
    "2026-11-26-02-delivery-incidents": {
      async up(db) {
        // The age of the oldest lead still waiting, read at every delivery round.
        await db.schema
          .createIndex("leads_pending_age")
          .on("leads")
          .column("received_at")
          .where(sql.ref("state"), "=", "pending")
          .execute();
        // One row: whether, and since when, leads have stopped reaching the agency.
        await db.schema
          .createTable("delivery_incident")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("opened_at", "bigint")
          .execute();
        await db.insertInto("delivery_incident").values({ id: 1, opened_at: null }).execute();
      },
    },
    "2026-11-26-03-incident-alerts": {
      // The incident state the team was last told of (1 open, 0 closed): a refused alert is still owed.
      async up(db) {
        await db.schema.alterTable("delivery_incident").addColumn("alerted_open", "integer").execute();
        await db
          .updateTable("delivery_incident")
          .set({ alerted_open: sql`case when opened_at is null then 0 else 1 end` })
          .execute();
      },
    },
    "2026-11-26-04-lead-source": {
      // The page a lead was sent from and its campaign parameters (JSON); none for older leads.
      async up(db) {
        await db.schema.alterTable("leads").addColumn("source", "text").execute();
      },
    },
    "2026-11-26-05-spam": {
      // Spam is kept with why (JSON: the rules' names) until staff release it or it is purged. And
      // the key that signs the forms' timing value, one for every instance that shares the store.
      async up(db) {
        const states = "state in ('pending', 'delivered', 'undeliverable', 'spam')";
        // PostgreSQL, whose DDL Kysely runs in a transaction, changes a check in place; SQLite cannot.
        const inPlace = db.isTransaction;
        /** @param {AnyDb} db */
        const change = async (db) => {
          // Done already, by a process that stopped before Kysely recorded it (SQLite).
          if ((await db.introspection.getTables()).some((table) => table.name === "secrets")) return;
          if (inPlace)
            await sql
              .raw(
                `alter table leads drop constraint leads_state_check, add constraint leads_state_check check (${states})`,
              )
              .execute(db);
          else await rebuildWithStates(db, states);
          await db.schema.alterTable("leads").addColumn("spam_reasons", "text").execute();
          // Only spam still held: what staff may release, what the retention period purges.
          await db.schema
            .createIndex("leads_spam")
            .on("leads")
            .column("received_at")
            .where(sql`state = 'spam' and payload is not null`.$castTo())
            .execute();
          await db.schema
            .createTable("secrets")
            .addColumn("name", "text", (c) => c.primaryKey())
            .addColumn("value", "text", (c) => c.notNull())
            .execute();
          await db
            .insertInto("secrets")
            .values({ name: "form-timing", value: randomBytes(32).toString("base64url") })
            .execute();
        };
        await atomically(db, change);
      },
    },
    "2026-11-28-01-lead-fingerprints": {
      // A post's fingerprint, claimed with the lead it made: the same post again within a day is
      // held as a repeat. Keyed hashes, so the table names no one. Safe to run again after a crash.
      async up(db) {
        await db.schema
          .createTable("lead_fingerprints")
          .ifNotExists()
          .addColumn("fingerprint", "text", (c) => c.primaryKey())
          .addColumn("lead_id", "text", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .execute();
        await db
          .insertInto("secrets")
          .values({ name: "lead-fingerprint", value: randomBytes(32).toString("base64url") })
          .onConflict((oc) => oc.column("name").doNothing())
          .execute();
      },
    },
    "2026-11-28-02-spam-report": {
      // One row: when held spam was last reported, and the received time up to which it was; spam
      // is purged only before that. From 0, so a store's spam held before this is reported once first.
      async up(db) {
        await db.schema
          .createTable("spam_report")
          .ifNotExists()
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("reported_until", "bigint", (c) => c.notNull())
          .addColumn("reported_at", "bigint", (c) => c.notNull())
          .execute();
        // Again after a SQLite process that stopped before Kysely recorded this, which adds nothing.
        await db
          .insertInto("spam_report")
          .values({ id: 1, reported_until: 0, reported_at: 0 })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute();
      },
    },
    "2026-11-28-03-form-answers": {
      // How the last lead of each form was answered, which spam repeats, so every instance and a
      // restarted one answer alike. Never what a visitor typed (lib/forms/handler.ts).
      async up(db) {
        await db.schema
          .createTable("form_answers")
          .ifNotExists()
          .addColumn("kind", "text", (c) => c.primaryKey())
          .addColumn("status", "integer", (c) => c.notNull())
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("ms", "integer", (c) => c.notNull())
          .execute();
      },
    },
    "2026-11-28-04-spam-filter": {
      // The team's decision on a lead ("spam" or "real"), which teaches the spam filter while the lead
      // keeps its text; and the filter last trained, one for every instance that shares the store.
      async up(db) {
        /** @param {AnyDb} db */
        const change = async (db) => {
          // Done already, by a process that stopped before Kysely recorded it (SQLite).
          if ((await db.introspection.getTables()).some((table) => table.name === "spam_filter")) return;
          await db.schema.alterTable("leads").addColumn("spam_label", "text").execute();
          await db.schema
            .createTable("spam_filter")
            .addColumn("id", "integer", (c) => c.primaryKey())
            .addColumn("model", "text", (c) => c.notNull())
            .addColumn("threshold", types.double, (c) => c.notNull())
            .addColumn("corpus", "text", (c) => c.notNull())
            .addColumn("trained_at", "bigint", (c) => c.notNull())
            .execute();
        };
        await atomically(db, change);
      },
    },
    "2026-12-01-01-form-answer-times": {
      // When each form was last answered: spam of a form no lead reached lately is answered as the
      // latest lead of any form was, which says whether the agency API takes leads now.
      async up(db) {
        const table = (await db.introspection.getTables()).find((found) => found.name === "form_answers");
        // Done already, by a SQLite process that stopped before Kysely recorded it.
        if (table?.columns.some((column) => column.name === "answered_at")) return;
        await db.schema.alterTable("form_answers").addColumn("answered_at", "bigint").execute();
      },
    },
    "2026-12-02-01-lead-language": {
      // The language of the page a lead was sent from (content/languages.ts); none for older leads.
      async up(db) {
        const table = (await db.introspection.getTables()).find((found) => found.name === "leads");
        // Done already, by a SQLite process that stopped before Kysely recorded it.
        if (table?.columns.some((column) => column.name === "language")) return;
        await db.schema.alterTable("leads").addColumn("language", "text").execute();
      },
    },
  };
}

/**
 * SQLite cannot change a CHECK constraint in place: https://sqlite.org/lang_altertable.html#otheralter
 * @param {AnyDb} db @param {string} states
 */
async function rebuildWithStates(db, states) {
  const definitions =
    await sql`select type, sql from sqlite_master where tbl_name = 'leads' and sql is not null`.execute(db);
  const rows = /** @type {{ type: string, sql: string }[]} */ (definitions.rows);
  const table = rows.find((row) => row.type === "table")?.sql ?? "";
  const old = /state in \('pending', 'delivered', 'undeliverable'\)/;
  if (!old.test(table)) throw new Error("the leads table's states are not the ones this migration knows");
  const created = table.replace(/^create table "leads"/i, 'create table "leads_new"').replace(old, states);
  await sql.raw(created).execute(db);
  await sql`insert into leads_new select * from leads`.execute(db);
  await sql`drop table leads`.execute(db);
  await sql`alter table leads_new rename to leads`.execute(db);
  for (const index of rows.filter((row) => row.type === "index")) await sql.raw(index.sql).execute(db);
}
