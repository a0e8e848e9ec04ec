/**
 * @jest-environment node
 *
 * The lead store's contract, run against both engines: SQLite on a temp file and a real
 * PostgreSQL server started for this file.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { Migrator, sql } from "kysely";
import { importJournal } from "@/lib/leads/journal.mjs";
import { openPostgres } from "@/lib/leads/postgresql.mjs";
import { busyWaitMs, openSqlite, sqliteFileName } from "@/lib/leads/sqlite.mjs";
import { migrations } from "@/lib/leads/migrations.mjs";
import { LeadStore } from "@/lib/leads/store.mjs";
import type { Engine, SpamReason } from "@/lib/leads/types";
import { TestPostgres } from "@/e2e/support/postgres.mjs";

jest.setTimeout(60_000);

let postgres: TestPostgres;
let dir: string;
let databases = 0;
const opened: LeadStore[] = [];

beforeAll(async () => {
  postgres = await TestPostgres.start();
});
afterAll(() => postgres.destroy());

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "lead-store-"));
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  await rm(dir, { recursive: true, force: true });
});

type Location = Parameters<typeof LeadStore.open>[0];

/** A fresh, empty store of the engine: its own SQLite folder or its own database. */
async function freshLocation(engine: Engine): Promise<Location> {
  if (engine === "sqlite") return { engine, dataDir: join(dir, "data") };
  databases += 1;
  return { engine, databaseUrl: await postgres.createDatabase(`t${databases}`), dataDir: dir };
}

async function open(location: Location) {
  const store = await LeadStore.open(location);
  opened.push(store);
  return store;
}

const t0 = Date.parse("2026-11-25T10:00:00Z");

/** A compiled query with its parameters written in, for EXPLAIN. */
function inline(text: string, parameters: readonly unknown[]) {
  let i = 0;
  return text.replace(/\?|\$\d+/g, () => {
    const value = parameters[i++];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
const lease = 20_000;
const newsletter = (id: string, email = `${id}@example.com`, now = t0) => ({
  id,
  kind: "newsletter",
  payload: { email },
  now,
});

describe.each<Engine>(["sqlite", "postgresql"])("lead store on %s", (engine) => {
  let location: Location;
  let store: LeadStore;
  beforeEach(async () => {
    location = await freshLocation(engine);
    store = await open(location);
  });

  it("keeps a committed lead exactly as it was sent", async () => {
    const payload = { firstName: "Zoë", email: "Zoe@Example.com", message: "Line one\nline two ✓" };
    await store.add({ id: "a", kind: "contact", payload, now: t0 });
    expect(await store.get("a")).toMatchObject({
      id: "a",
      kind: "contact",
      payload,
      state: "pending",
      attempts: 0,
      failures: 0,
      receivedAt: t0,
      nextAttemptAt: t0,
      leaseOwner: null,
    });
  });

  it("holds spam with why, never hands it out for delivery, purges it by its age and releases it once", async () => {
    const payload = { email: "bot@example.com", message: "[url=https://x.example]pills[/url]" };
    await store.add({ id: "spam", kind: "contact", payload, now: t0, spam: ["link-markup"] });
    await store.add({ id: "old-spam", kind: "contact", payload, now: t0 - 10, spam: ["repeat"] });
    expect(await store.get("spam")).toMatchObject({ state: "spam", spamReasons: ["link-markup"] });
    expect(await store.claimDue({ owner: "o", now: t0 + 1, leaseMs: 1_000, limit: 10 })).toEqual([]);
    expect(await store.deliveryState()).toEqual({
      pending: 0,
      undeliverable: 0,
      spam: 2,
      oldestPendingAt: null,
    });

    // Past its retention period, held spam waits until it was reported (lib/leads/alerts.ts).
    expect(await store.purge(t0 - 5, t0 + 2)).toBe(0);
    expect(await store.incidents.changeSpamReport({ reportedAt: t0 + 2 }, t0)).toBe(false);
    expect(await store.incidents.changeSpamReport({ reportedAt: t0 + 2, reportedUntil: t0 + 1 }, 0)).toBe(
      true,
    );
    expect(await store.purge(t0 - 5, t0 + 2)).toBe(1);
    expect(await store.get("old-spam")).toMatchObject({ state: "spam", payload: null, purgedAt: t0 + 2 });
    expect((await store.backlog()).spam).toBe(1);

    expect(await store.requeue(["spam", "old-spam"], t0 + 3, "spam")).toEqual({
      requeued: ["spam"],
      refused: [{ id: "old-spam", state: "purged" }],
    });
    expect(await store.get("spam")).toMatchObject({
      state: "pending",
      receivedAt: t0,
      nextAttemptAt: t0 + 3,
      spamReasons: ["link-markup"],
    });
    expect(await store.requeue(["spam"], t0 + 4, "spam")).toEqual({
      requeued: [],
      refused: [{ id: "spam", state: "pending" }],
    });
    expect(
      (await store.claimDue({ owner: "o", now: t0 + 5, leaseMs: 1_000, limit: 10 })).map((l) => l.id),
    ).toEqual(["spam"]);
  });

  it("takes spam into a store made before there was any, keeping every lead, index and check", async () => {
    const earlier =
      engine === "sqlite" ? { engine, dataDir: join(dir, "earlier") } : await freshLocation(engine);
    const connection =
      engine === "sqlite"
        ? openSqlite(earlier, { create: true })
        : openPostgres(earlier, { applicationName: "test" });
    const { db } = connection;
    const before = new Migrator({ db, provider: { getMigrations: async () => migrations(connection) } });
    expect((await before.migrateTo("2026-11-26-04-lead-source")).error).toBeUndefined();
    const row = (id: string, state: string) => ({
      id,
      kind: "newsletter",
      payload: JSON.stringify({ email: `${id}@example.com` }),
      email: `${id}@example.com`,
      state,
      received_at: t0,
      since: t0,
      scheduled_at: t0,
      next_attempt_at: t0,
      updated_at: t0,
      source: JSON.stringify({ page: "/pricing" }),
    });
    await db
      .insertInto("leads")
      .values([row("kept", "pending"), row("sent", "delivered")])
      .execute();
    const indexes = async (of: LeadStore["db"]) =>
      engine === "sqlite"
        ? (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'leads' and sql is not null`.execute(
              of,
            )
          ).rows
            .map((r) => r.name)
            .sort()
        : (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'leads' and indexname <> 'leads_pkey'`.execute(
              of,
            )
          ).rows
            .map((r) => r.name)
            .sort();
    const indexesBefore = await indexes(db);
    await db.destroy();

    const migrated = await open(earlier);
    expect(await migrated.get("kept")).toMatchObject({
      state: "pending",
      source: { page: "/pricing" },
      spamReasons: null,
    });
    expect((await migrated.get("sent"))?.state).toBe("delivered");
    expect(await indexes(migrated.db)).toEqual([...indexesBefore, "leads_spam"].sort());
    await migrated.add({
      id: "caught",
      kind: "newsletter",
      payload: { email: "c@example.com" },
      now: t0,
      spam: ["repeat"],
    });
    expect((await migrated.get("caught"))?.state).toBe("spam");
    await expect(
      sql`update leads set state = 'bogus' where id = 'kept'`.execute(migrated.db),
    ).rejects.toThrow(/check/i);
    const post = { kind: "newsletter", payload: { email: "d@example.com" }, now: t0 };
    expect((await migrated.add({ id: "first", ...post })).state).toBe("pending");
    // A process that stopped after the change but before Kysely recorded it (or any after it): the
    // next start finds the changes made and records them, and keeps the fingerprints' key.
    await sql`delete from kysely_migration where name >= '2026-11-26-05-spam'`.execute(migrated.db);
    await migrated.close();
    opened.splice(opened.indexOf(migrated), 1);
    const reopened = await open(earlier);
    expect((await reopened.get("caught"))?.spamReasons).toEqual(["repeat"]);
    // Its spam held before there were reports is reported once before any is purged.
    expect(await reopened.incidents.spamReport()).toEqual({ reportedAt: 0, reportedUntil: 0 });
    expect(await reopened.incidents.heldSpam(0, t0 + 1)).toEqual({
      posts: 1,
      reasons: new Map([["repeat", 1]]),
      first: t0,
    });
    expect((await reopened.add({ id: "again", ...post })).spamReasons).toEqual(["repeat"]);
  });

  it("keeps where a lead came from, and none for a lead that did not say", async () => {
    const source = { page: "/services/seo", campaign: { utm_campaign: "Frühling ✓", utm_medium: "cpc" } };
    await store.add({ id: "s", kind: "newsletter", payload: { email: "a@example.com" }, now: t0, source });
    await store.add({ id: "n", kind: "newsletter", payload: { email: "b@example.com" }, now: t0 });
    expect((await store.get("s"))?.source).toEqual(source);
    expect((await store.get("n"))?.source).toBeNull();
  });

  it("refuses a second lead with the same id and keeps the first", async () => {
    await store.add(newsletter("a", "first@example.com"));
    const refused = await store.add(newsletter("a", "second@example.com")).then(
      () => "stored",
      (error: { code?: string }) => error?.code,
    );
    // SQLite's and PostgreSQL's codes for a primary key that is taken.
    expect(refused).toMatch(/^(SQLITE_CONSTRAINT_PRIMARYKEY|23505)$/);
    expect((await store.get("a"))?.payload).toEqual({ email: "first@example.com" });
  });

  it("commits concurrent writes together, and one refused write fails none of the others", async () => {
    await store.add(newsletter("taken"));
    const results = await Promise.allSettled([
      store.add(newsletter("x1")),
      store.add(newsletter("taken", "again@example.com")),
      store.add(newsletter("x2")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await store.get("taken"))?.payload).toEqual({ email: "taken@example.com" });
    expect((await store.counts()).pending).toBe(3);
  });

  it("holds the same post within a day of a lead sent or on its way as a repeat, whatever its spacing or the address's case; a correction is none", async () => {
    const post = async (
      id: string,
      payload: Record<string, unknown>,
      now = t0 + 60_000,
      kind = "contact",
    ) => {
      const lead = await store.add({ id, kind, payload, now, lease: { owner: "o", until: now + lease } });
      expect(await store.get(id)).toEqual(lead);
      return [lead.state, lead.spamReasons, lead.leaseOwner];
    };
    const ana = { email: "ana@example.com", message: "We need a new shop." };
    expect(await post("first", { email: "Ana@Example.com", message: "We need  a new shop.\n" }, t0)).toEqual([
      "pending",
      null,
      "o",
    ]);
    expect(await post("again", ana)).toEqual(["spam", ["repeat"], null]);
    expect(await post("changed", { ...ana, message: "We need a new shop, soon." })).toEqual([
      "pending",
      null,
      "o",
    ]);
    expect(await post("phone", { ...ana, phoneNumber: "+1 555 0101" })).toEqual(["pending", null, "o"]);
    expect(await post("other", { ...ana, email: "bo@example.com" })).toEqual(["pending", null, "o"]);
    expect(await post("sign-up", { email: "ana@example.com" }, t0, "newsletter")).toEqual([
      "pending",
      null,
      "o",
    ]);
    expect(await post("call-back", { email: "ana@example.com" }, t0, "contact-back")).toEqual([
      "pending",
      null,
      "o",
    ]);

    // Delivered, it is still held against for the rest of its day; a day after, the post is new.
    await store.record("first", "o", { state: "delivered", status: 200 }, t0 + 1);
    const day = 24 * 60 * 60_000;
    expect(await post("late", ana, t0 + day - 1)).toEqual(["spam", ["repeat"], null]);
    expect(await post("next-day", ana, t0 + day)).toEqual(["pending", null, "o"]);
    expect(await post("and-again", ana, t0 + day + 1)).toEqual(["spam", ["repeat"], null]);
  });

  it("never holds a post as a repeat of spam; one staff released is sent once", async () => {
    const victim = { email: "ceo@victim-corp.test" };
    const add = async (id: string, spam?: SpamReason[]) =>
      (await store.add({ id, kind: "contact-back", payload: victim, now: t0, spam })).state;
    expect(await add("honeypot", ["honeypot"])).toBe("spam");
    expect(await add("too-fast", ["too-fast"])).toBe("spam");
    expect(await add("real")).toBe("pending");
    expect(await add("double-click")).toBe("spam");
    // Releasing the spam would send the agency the visitor's post a second time.
    expect(await store.requeue(["too-fast", "honeypot"], t0, "spam")).toEqual({
      requeued: [],
      refused: [
        { id: "too-fast", state: "repeat" },
        { id: "honeypot", state: "repeat" },
      ],
    });
    expect((await store.get("too-fast"))?.state).toBe("spam");

    // Released first, it is the one sent: the visitor's own resend is then the repeat.
    const other = { email: "cfo@victim-corp.test" };
    await store.add({ id: "held", kind: "contact-back", payload: other, now: t0, spam: ["too-fast"] });
    expect(await store.requeue(["held"], t0, "spam")).toEqual({ requeued: ["held"], refused: [] });
    const resend = await store.add({ id: "resend", kind: "contact-back", payload: other, now: t0 + 1 });
    expect(resend.state).toBe("spam");
    expect(resend.spamReasons).toEqual(["repeat"]);
  });

  it("forgets a fingerprint with its erased lead and once its day is over, and keeps no one's details in it", async () => {
    const fingerprints = () => store.db.selectFrom("lead_fingerprints").selectAll().execute();
    const ada = { email: "ada@example.com", message: "Call Ada Example on +1 307 555 0142" };
    await store.add({ id: "a", kind: "contact", payload: ada, now: t0 });
    await store.add(newsletter("b", "grace@example.com"));
    expect(JSON.stringify(await fingerprints())).not.toMatch(/ada|Ada|555|grace/);
    expect(await store.erase("ada@example.com")).toBe(1);
    expect((await fingerprints()).map((row) => row.lead_id)).toEqual(["b"]);
    expect((await store.add({ id: "a2", kind: "contact", payload: ada, now: t0 + 1 })).state).toBe("pending");

    expect(await store.purge(t0, t0 + 24 * 60 * 60_000)).toBe(0);
    expect((await fingerprints()).map((row) => row.lead_id)).toEqual(["a2"]);
  });

  it("stores one post sent many times at once as one lead to deliver and the others as repeats", async () => {
    const others = await Promise.all([open(location), open(location)]);
    for (let round = 0; round < 5; round++) {
      const payload = { email: "ada@example.com", message: `Round ${round}` };
      const leads = await Promise.all(
        [store, store, ...others].map((s, n) =>
          s.add({ id: `r${round}.${n}`, kind: "contact", payload, now: t0 }),
        ),
      );
      expect(leads.map((lead) => lead.state).sort()).toEqual(["pending", "spam", "spam", "spam"]);
      for (const lead of leads) expect(await store.get(lead.id)).toEqual(lead);
    }
    expect(await store.counts()).toMatchObject({ pending: 5, spam: 15 });
  });

  it("stores one post from processes started together as one lead to deliver", async () => {
    const script = `import { LeadStore } from ${JSON.stringify(join(process.cwd(), "lib/leads/store.mjs"))};
      const store = await LeadStore.open(JSON.parse(process.argv[1]));
      console.log("ready");
      await new Promise((go) => process.stdin.once("data", go));
      const states = [];
      for (let round = 0; round < 5; round++) {
        const payload = { email: "ada@example.com", message: "Round " + round };
        const lead = { id: process.pid + "." + round, kind: "contact", payload, now: ${t0} };
        states.push((await store.add(lead)).state);
      }
      console.log(JSON.stringify(states));
      await store.close();`;
    const children = Array.from({ length: 2 }, () =>
      spawn(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(location)], {
        stdio: ["pipe", "pipe", "inherit"],
      }),
    );
    const outputs = children.map(async (child) => {
      let output = "";
      for await (const chunk of child.stdout) output += chunk;
      return output;
    });
    await Promise.all(children.map((child) => new Promise((ready) => child.stdout.once("data", ready))));
    for (const child of children) child.stdin.end("go\n");
    const [a, b] = (await Promise.all(outputs)).map((output) =>
      JSON.parse(output.trim().split("\n").at(-1)!),
    );
    expect(a.map((state: string, round: number) => [state, b[round]].sort())).toEqual(
      Array(5).fill(["pending", "spam"]),
    );
  });

  it("hands out due leads oldest first, each to one owner, and not again while its lease runs", async () => {
    await store.add(newsletter("late", undefined, t0 + 2));
    await store.add(newsletter("early", undefined, t0 + 1));
    await store.add(newsletter("future", undefined, t0 + 30_000));
    const claimed = await store.claimDue({ owner: "one", now: t0 + 10, leaseMs: lease, limit: 10 });
    expect(claimed.map((l) => l.id)).toEqual(["early", "late"]);
    expect(claimed.every((l) => l.leaseOwner === "one" && l.leaseUntil === t0 + 10 + lease)).toBe(true);
    expect(await store.claimDue({ owner: "two", now: t0 + 20, leaseMs: lease, limit: 10 })).toEqual([]);
    // The first owner crashed: once its lease has run out, another takes the leads over.
    const taken = await store.claimDue({ owner: "two", now: t0 + 10 + lease, leaseMs: lease, limit: 10 });
    expect(taken.map((l) => l.id)).toEqual(["early", "late"]);
  });

  it("never gives one lead to two claimers at once, however many claim together", async () => {
    for (let i = 0; i < 60; i++) await store.add(newsletter(`l${i}`, undefined, t0 + i));
    const others = await Promise.all([open(location), open(location), open(location)]);
    const claims = await Promise.all(
      [store, ...others].flatMap((s, n) =>
        Array.from({ length: 5 }, (_, k) =>
          s.claimDue({ owner: `o${n}.${k}`, now: t0 + 100, leaseMs: lease, limit: 4 }),
        ),
      ),
    );
    const ids = claims.flat().map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(60);
  });

  it("records an outcome only for the lease's owner, and a delivered lead is never handed out again", async () => {
    await store.add({ ...newsletter("a"), lease: { owner: "inline", until: t0 + lease } });
    expect(await store.claimDue({ owner: "loop", now: t0 + 1, leaseMs: lease, limit: 10 })).toEqual([]);
    expect(await store.record("a", "loop", { state: "delivered", status: 200 }, t0 + 2)).toBe(false);
    expect(await store.record("a", "inline", { state: "delivered", status: 201 }, t0 + 3)).toBe(true);
    expect(await store.get("a")).toMatchObject({
      state: "delivered",
      attempts: 1,
      lastStatus: 201,
      deliveredAt: t0 + 3,
      leaseOwner: null,
    });
    expect(await store.claimDue({ owner: "loop", now: t0 + 10 * lease, leaseMs: lease, limit: 10 })).toEqual(
      [],
    );
  });

  it("schedules a failed attempt and hands the lead out when its time comes", async () => {
    await store.add(newsletter("a"));
    await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 1 });
    const failed = { state: "pending", status: 503, error: "server", retryInMs: 4_000 } as const;
    await store.record("a", "o", failed, t0 + 100);
    expect(await store.get("a")).toMatchObject({ attempts: 1, failures: 1, nextAttemptAt: t0 + 4_100 });
    expect(await store.claimDue({ owner: "o", now: t0 + 4_099, leaseMs: lease, limit: 1 })).toEqual([]);
    expect(await store.claimDue({ owner: "o", now: t0 + 4_100, leaseMs: lease, limit: 1 })).toHaveLength(1);
  });

  it("does not stall a lead when the clock is stepped back a day, nor take over a live lease", async () => {
    await store.add(newsletter("waiting"));
    await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 1 });
    await store.record("waiting", "o", { state: "pending", error: "network", retryInMs: 30_000 }, t0);
    await store.add({
      ...newsletter("held", undefined, t0 + 1),
      lease: { owner: "p", until: t0 + 1 + lease },
    });
    const dayBack = t0 - 24 * 60 * 60_000;
    // "waiting" was scheduled 30 s after an instant that now lies a day ahead, and "held"
    // carries a lease that reads as a day too long, which no running attempt can have: both
    // are due at once rather than a day late.
    const claimed = await store.claimDue({ owner: "o", now: dayBack, leaseMs: lease, limit: 10 });
    expect(claimed.map((l) => l.id)).toEqual(["held", "waiting"]);
    // Within the skew a lease may show between instances, it is respected.
    await store.add({
      ...newsletter("skewed", undefined, t0),
      lease: { owner: "p", until: t0 + 5_000 + lease },
    });
    expect(await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 10 })).toEqual([]);
  });

  it("hands the alert of each incident change to one caller, and again after it is given back", async () => {
    const other = await open(location);
    expect(await store.incidents.set(true, t0)).toBe(true);
    expect(await Promise.all([store.incidents.claimAlert(true), other.incidents.claimAlert(true)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await store.incidents.claimAlert(true)).toBe(false);
    await store.incidents.releaseAlert(true);
    expect(await other.incidents.claimAlert(true)).toBe(true);
    expect(await store.incidents.set(false, t0)).toBe(true);
    expect(await store.incidents.claimAlert(false)).toBe(true);
    expect(await other.incidents.claimAlert(false)).toBe(false);
  });

  it("re-queues undeliverable leads only, and says why it refused the others", async () => {
    await store.add(newsletter("refused"));
    await store.add(newsletter("done"));
    await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 2 });
    await store.record("refused", "o", { state: "undeliverable", status: 422, error: "rejected" }, t0 + 1);
    await store.record("done", "o", { state: "delivered", status: 200 }, t0 + 1);
    expect(await store.requeue(["refused", "done", "nope"], t0 + 5)).toEqual({
      requeued: ["refused"],
      refused: [
        { id: "done", state: "delivered" },
        { id: "nope", state: "missing" },
      ],
    });
    expect(await store.get("refused")).toMatchObject({
      state: "pending",
      failures: 0,
      nextAttemptAt: t0 + 5,
    });
    expect(await store.requeue(undefined, t0 + 6)).toEqual({ requeued: [], refused: [] });
  });

  it("purges the personal data of leads delivered before the cut-off, and nothing else", async () => {
    // Mail tools put subscriber ids and addresses in campaign values.
    const source = { page: "/pricing", campaign: { utm_source: "ada@example.com", utm_term: "id-4711" } };
    for (const id of ["old", "recent", "waiting", "refused"]) await store.add({ ...newsletter(id), source });
    await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 4 });
    await store.record("old", "o", { state: "delivered", status: 200 }, t0 + 1);
    await store.record("recent", "o", { state: "delivered", status: 200 }, t0 + 1_000);
    await store.record("refused", "o", { state: "undeliverable", status: 422, error: "rejected" }, t0 + 1);
    expect(await store.purge(t0 + 500, t0 + 2_000, 1)).toBe(1);
    expect(await store.get("old")).toMatchObject({
      payload: null,
      email: null,
      source: null,
      purgedAt: t0 + 2_000,
      state: "delivered",
    });
    for (const id of ["recent", "waiting", "refused"])
      expect(await store.get(id)).toMatchObject({ payload: { email: `${id}@example.com` }, source });
    expect(await store.erase("old@example.com")).toBe(0);
  });

  it("erases every lead of one address, in any state and any case", async () => {
    await store.add(newsletter("a", "Ada@Example.com"));
    await store.add({
      id: "b",
      kind: "contact",
      payload: { email: "ada@example.com ", firstName: "Ada" },
      now: t0,
    });
    await store.add(newsletter("c", "grace@example.com"));
    await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 1 });
    await store.record("a", "o", { state: "delivered", status: 200 }, t0);
    expect(await store.erase(" ADA@example.com")).toBe(2);
    expect(await store.get("a")).toBeUndefined();
    expect(await store.get("b")).toBeUndefined();
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0, undeliverable: 0, spam: 0 });
  });

  it("lists every lead oldest first, a page at a time", async () => {
    for (let i = 0; i < 7; i++) await store.add(newsletter(`l${i}`, undefined, t0 + (i % 3)));
    const ids: string[] = [];
    for await (const lead of store.each({ pageSize: 2 })) ids.push(lead.id);
    expect(ids).toEqual(["l0", "l3", "l6", "l1", "l4", "l2", "l5"]);
    expect(await store.backlog()).toEqual({ pending: 7, undeliverable: 0, spam: 0 });
  });

  it("proves a write with the health probe", async () => {
    await expect(store.probe(t0)).resolves.toBeUndefined();
  });

  it("pages through leads that share a received time by the index, not by scanning", async () => {
    for (let i = 0; i < 5; i++) await store.add(newsletter(`same${i}`, undefined, t0));
    const ids: string[] = [];
    for await (const lead of store.each({ pageSize: 2 })) ids.push(lead.id);
    expect(ids).toEqual(["same0", "same1", "same2", "same3", "same4"]);
    // The plan of a page after (t0, "same1"): the index answers the whole condition.
    const page = store.db
      .selectFrom("leads")
      .selectAll()
      .where((eb) => eb(eb.refTuple("received_at", "id"), ">", eb.tuple(t0, "same1")))
      .orderBy("received_at")
      .orderBy("id")
      .limit(2)
      .compile();
    const explain = engine === "sqlite" ? "explain query plan " : "explain ";
    if (engine === "postgresql") await sql`set enable_seqscan = off`.execute(store.db);
    const { rows } = await sql.raw(explain + inline(page.sql, page.parameters)).execute(store.db);
    const plan = JSON.stringify(rows);
    expect(plan).toContain("leads_in_order");
    if (engine === "sqlite")
      expect(plan).toMatch(/SEARCH leads USING INDEX leads_in_order \(\(received_at,id\)>\(\?,\?\)\)/);
    else expect(plan).toMatch(/Index Cond: \(ROW\(received_at, id\) > ROW\(/);
  });

  it("migrates safely when opened again and from several processes at once", async () => {
    const fresh = await freshLocation(engine);
    const script = `import { LeadStore } from ${JSON.stringify(join(process.cwd(), "lib/leads/store.mjs"))};
      const store = await LeadStore.open(JSON.parse(process.argv[1]));
      await store.add({ id: String(process.pid), kind: "newsletter", payload: { email: process.pid + "@example.com" }, now: 1 });
      await store.close();`;
    const codes = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<number | null>((done) => {
            const child = spawn(
              process.execPath,
              ["--input-type=module", "-e", script, JSON.stringify(fresh)],
              {
                stdio: ["ignore", "ignore", "inherit"],
              },
            );
            child.once("exit", done);
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0, 0]);
    const again = await open(fresh);
    expect((await again.counts()).pending).toBe(4);
  });

  it("imports the previous site's journal with its ids and states, once", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    await copyFile(join(__dirname, "fixtures", "outbox.jsonl"), join(outbox, "outbox.jsonl"));
    const [first] = await Array.fromAsync(importJournal(store, outbox));
    // The torn last line is kept beside, not deleted with the journal.
    expect(first).toMatchObject({
      lines: 12,
      leads: 5,
      added: 5,
      refused: [{ line: 12, reason: "not a journal entry (a write cut short, or not the journal's)" }],
    });
    const leads = new Map<string, Awaited<ReturnType<LeadStore["get"]>>>();
    for await (const lead of store.each()) leads.set(String(lead.payload?.email), lead);
    expect(leads.get("Ada.Lovelace@example.com")).toMatchObject({
      id: "847a19c8-0d38-4411-83e6-f8a53e244bb7",
      kind: "contact",
      state: "delivered",
      attempts: 1,
      lastStatus: 200,
    });
    expect(leads.get("grace+down@example.com")).toMatchObject({
      id: "de96c867-06a3-4d0f-ac36-8a3d7b3e1171",
      state: "pending",
      attempts: 1,
      failures: 1,
      lastStatus: 503,
      nextAttemptAt: Date.parse("2026-11-25T07:41:04.730Z"),
    });
    expect(leads.get("linus+reject@example.com")).toMatchObject({ state: "undeliverable", lastStatus: 422 });
    expect(leads.get("margaret+reject@example.com")).toMatchObject({
      state: "pending",
      failures: 0,
      attempts: 1,
    });
    expect(leads.get("ada.lovelace@example.com")).toMatchObject({ kind: "newsletter", state: "delivered" });

    // Deleted once imported, so nothing of it outlives erasure or retention; a copy put back
    // adds nothing twice.
    expect(await readdir(outbox)).toEqual([basename(first!.refusedFile!)]);
    expect(await Array.fromAsync(importJournal(store, outbox))).toEqual([]);
    await copyFile(join(__dirname, "fixtures", "outbox.jsonl"), join(outbox, "outbox.jsonl"));
    expect(await Array.fromAsync(importJournal(store, outbox))).toMatchObject([{ leads: 5, added: 0 }]);
    expect(await store.counts()).toEqual({ pending: 2, delivered: 2, undeliverable: 1, spam: 0 });
  });

  it("finishes an import a crash cut short, from the journal's in-progress name", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    await copyFile(join(__dirname, "fixtures", "outbox.jsonl"), join(outbox, "outbox-importing.jsonl"));
    expect(await Array.fromAsync(importJournal(store, outbox))).toMatchObject([{ leads: 5, added: 5 }]);
    expect(await readdir(outbox)).toEqual([expect.stringMatching(/^outbox-refused-.*\.jsonl$/)]);
  });

  it("finishes an import cut short before it takes a new journal, and loses neither", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    await copyFile(join(__dirname, "fixtures", "outbox.jsonl"), join(outbox, "outbox-importing.jsonl"));
    const later = {
      v: 1,
      op: "add",
      id: "later",
      kind: "newsletter",
      payload: { email: "later@example.com" },
    };
    await writeFile(
      join(outbox, "outbox.jsonl"),
      JSON.stringify({ ...later, time: "2026-11-26T08:00:00Z" }) + "\n",
    );
    expect(await Array.fromAsync(importJournal(store, outbox))).toMatchObject([
      { file: "outbox-importing.jsonl", leads: 5, added: 5 },
      { file: "outbox.jsonl", leads: 1, added: 1 },
    ]);
    expect(await store.counts()).toEqual({ pending: 3, delivered: 2, undeliverable: 1, spam: 0 });
    expect(await readdir(outbox)).toEqual([expect.stringMatching(/^outbox-refused-.*\.jsonl$/)]);
  });

  it("keeps how each form was last answered for every instance, written when it changed, at most once a second", async () => {
    const saved = { status: 202, message: "Your message is saved", ms: 40 };
    const answerOf = async (of: LeadStore, kind: string) => {
      const found = (await of.answers.all()).find((answer) => answer.kind === kind);
      return found && { status: found.status, message: found.message, ms: found.ms };
    };
    expect(await answerOf(store, "contact")).toBeUndefined();
    await store.answers.keep("contact", saved);
    await store.answers.keep("newsletter", { status: 200, message: "Thanks", ms: 300 });
    const elsewhere = async () => {
      const other = await open(location);
      return [await answerOf(other, "contact"), await answerOf(other, "newsletter")];
    };
    expect(await elsewhere()).toEqual([saved, { status: 200, message: "Thanks", ms: 300 }]);
    // A time a little off is no change worth a write; another status, or a time far off, is: the
    // latest is written when the form's second is over.
    await store.answers.keep("contact", { ...saved, ms: 90 });
    await store.answers.keep("contact", { ...saved, ms: 900 });
    expect((await elsewhere())[0]).toEqual(saved);
    await new Promise((done) => setTimeout(done, 1_100));
    expect((await elsewhere())[0]).toEqual({ ...saved, ms: 900 });
    // One waiting for its second is written when the store closes, as at a shutdown.
    await store.answers.keep("contact", { status: 200, message: "Thanks", ms: 900 });
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    expect((await elsewhere())[0]).toEqual({ status: 200, message: "Thanks", ms: 900 });
  });

  it("keeps time by one clock for every instance: the database server's on PostgreSQL", async () => {
    await store.syncClock();
    // Same machine here, so the two clocks agree to within the round trip; and the time is
    // whole milliseconds, as the bigint columns take it.
    const now = store.now();
    expect(Number.isInteger(now)).toBe(true);
    expect(Math.abs(now - Date.now())).toBeLessThan(1_000);
    await store.add(newsletter("timed", undefined, now));
    expect(await store.claimDue({ owner: "o", now: store.now(), leaseMs: lease, limit: 1 })).toHaveLength(1);
  });
});

describe("lead store on sqlite, on disk", () => {
  it("runs on the binary better-sqlite3's package carries: installing the site needs no compiler", async () => {
    // .npmrc's ignore-scripts keeps npm from running node-gyp (python3, make, g++) at install.
    expect(readFileSync(".npmrc", "utf8")).toMatch(/^ignore-scripts=true$/m);
    expect(
      existsSync(join("node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node")),
    ).toBe(false);
    const store = await open({ engine: "sqlite", dataDir: join(dir, "data") });
    await store.add(newsletter("a"));
    expect((await store.get("a"))?.state).toBe("pending");
  });

  it("keeps its file private to the server's user, in WAL mode with full sync", async () => {
    const store = await open({ engine: "sqlite", dataDir: join(dir, "data") });
    await store.add(newsletter("a"));
    expect((await stat(join(dir, "data", sqliteFileName))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, "data"))).mode & 0o777).toBe(0o700);
    const pragma = async (name: string) =>
      (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(store.db)).rows[0]?.[name];
    expect(await pragma("journal_mode")).toBe("wal");
    // 2 = FULL: a commit is on disk before the visitor is told it was received.
    expect(await pragma("synchronous")).toBe(2);
  });
});

describe("lead store on sqlite, while another process holds the write lock", () => {
  /** Another process that takes SQLite's write lock and keeps it for `ms`. */
  async function holdLock(file: string, ms: number) {
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(${JSON.stringify(file)});
         db.exec("begin immediate"); db.exec("update store_probe set checked_at = 0");
         console.log("locked");
         setTimeout(() => { db.exec("commit"); db.close(); }, ${ms});`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const released = new Promise((done) => holder.once("exit", done));
    await new Promise((locked) => holder.stdout.once("data", locked));
    return { released };
  }

  it("waits for it on timers, so the server answers other requests meanwhile, then commits", async () => {
    const data = join(dir, "data");
    const store = await open({ engine: "sqlite", dataDir: data });
    const { released } = await holdLock(join(data, sqliteFileName), 800);

    // The longest the event loop goes without running a 5 ms timer: a page or a health
    // check waits that long for its answer.
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const writes = Promise.all([
      store.add(newsletter("while-locked")),
      store.probe(t0),
      store.claimDue({ owner: "o", now: t0 + 1, leaseMs: lease, limit: 1 }),
    ]);
    await released;
    await writes;
    clearInterval(ticker);

    expect(Math.max(longestGap, performance.now() - last)).toBeLessThan(150);
    expect((await store.get("while-locked"))?.state).toBe("pending");
  });

  it("fails a write the lock holds back longer than busyWaitMs, and commits nothing of it", async () => {
    const data = join(dir, "data");
    const store = await open({ engine: "sqlite", dataDir: data });
    const { released } = await holdLock(join(data, sqliteFileName), busyWaitMs + 600);
    const started = performance.now();
    await expect(store.add(newsletter("too-late"))).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(busyWaitMs - 50);
    await released;
    expect(await store.get("too-late")).toBeUndefined();
  });
});

describe("lead store on sqlite, what stays on disk", () => {
  const files = async (data: string) =>
    Buffer.concat(
      await Promise.all(
        (await readdir(data)).map((name) =>
          import("node:fs/promises").then((fs) => fs.readFile(join(data, name))),
        ),
      ),
    );

  it("leaves no trace of an erased person in the file or its log, while the store stays open", async () => {
    const data = join(dir, "data");
    const store = await open({ engine: "sqlite", dataDir: data });
    for (let i = 0; i < 40; i++)
      await store.add({
        id: `e${i}`,
        kind: "contact",
        payload: { email: "erase.me@example.com", message: `Call Erin Example on +1 307 555 01${i}` },
        now: t0 + i,
      });
    await store.add(newsletter("keep", "keep.me@example.com"));
    expect((await files(data)).includes("erase.me@example.com")).toBe(true);
    expect(await store.erase("erase.me@example.com")).toBe(40);
    const bytes = await files(data);
    expect(bytes.includes("erase.me@example.com")).toBe(false);
    expect(bytes.includes("Erin Example")).toBe(false);
    expect((await store.get("keep"))?.payload).toEqual({ email: "keep.me@example.com" });
  });

  it("leaves no trace of a purged lead in the file or its log", async () => {
    const data = join(dir, "data");
    const store = await open({ engine: "sqlite", dataDir: data });
    const source = { page: "/", campaign: { utm_source: "subscriber.4711@example.com" } };
    await store.add({ ...newsletter("old", "purge.me@example.com"), source });
    await store.claimDue({ owner: "o", now: t0, leaseMs: lease, limit: 1 });
    await store.record("old", "o", { state: "delivered", status: 200 }, t0);
    expect(await store.purge(t0 + 1, t0 + 2)).toBe(1);
    const bytes = await files(data);
    expect(bytes.includes("purge.me@example.com")).toBe(false);
    expect(bytes.includes("subscriber.4711@example.com")).toBe(false);
  });

  it.each([
    ["deleted", (data: string) => rm(data, { recursive: true, force: true })],
    [
      "replaced",
      async (data: string) => {
        await rm(data, { recursive: true, force: true });
        await mkdir(data);
        await copyFile(join(dir, "spare.sqlite"), join(data, sqliteFileName));
      },
    ],
  ] as const)("takes no lead once its folder is %s: the probe and every write fail", async (_how, change) => {
    const data = join(dir, "data");
    const spare = await open({ engine: "sqlite", dataDir: join(dir, "spare") });
    await spare.close();
    opened.splice(opened.indexOf(spare), 1);
    await copyFile(join(dir, "spare", sqliteFileName), join(dir, "spare.sqlite"));
    const store = await open({ engine: "sqlite", dataDir: data });
    await store.add(newsletter("before"));
    await change(data);
    await expect(store.probe(t0)).rejects.toMatchObject({ code: "STORE_FILE_GONE" });
    await expect(store.add(newsletter("after"))).rejects.toMatchObject({ code: "STORE_FILE_GONE" });
  });
});
