/**
 * @jest-environment node
 *
 * The staff tool as staff run it (a separate Node process), on both engines.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { LeadStore } from "@/lib/leads/store.mjs";
import type { Engine } from "@/lib/leads/types";
import { TestPostgres } from "@/e2e/support/postgres.mjs";

// Each case starts Node a few times; a busy machine needs more than Jest's 5 s.
jest.setTimeout(30_000);

const run = promisify(execFile);
const script = join(__dirname, "leads.mjs");
let postgres: TestPostgres;
let dir: string;
let databases = 0;
let location: Parameters<typeof LeadStore.open>[0];

beforeAll(async () => {
  postgres = await TestPostgres.start();
});
afterAll(() => postgres.destroy());
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const contact = (first: string, message: string) => ({
  firstName: first,
  lastName: "Lovelace",
  email: `${first.toLowerCase().replace(/\W/g, "")}@example.com`,
  phoneNumber: "+1 307 555 0142",
  subject: "UI/UX",
  message,
});

describe.each<Engine>(["sqlite", "postgresql"])("npm run leads on %s", (engine) => {
  const leads = (...args: string[]) => leadsWith({}, ...args);

  /** The tool as staff run it, with the site's settings changed by `settings`. */
  async function leadsWith(settings: Record<string, string>, ...args: string[]) {
    const env = {
      ...process.env,
      DATA_DIR: join(dir, "data"),
      DATABASE_URL: location.databaseUrl ?? "",
      ...settings,
    };
    try {
      const { stdout, stderr } = await run(process.execPath, [script, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function withStore<T>(work: (store: LeadStore) => Promise<T>) {
    const store = await LeadStore.open(location);
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "leads-tool-"));
    databases += 1;
    location =
      engine === "sqlite"
        ? { engine, dataDir: join(dir, "data") }
        : { engine, databaseUrl: await postgres.createDatabase(`tool${databases}`), dataDir: dir };
    const at = (minute: number) => Date.UTC(2026, 10, 2, 10, minute);
    await withStore(async (store) => {
      await store.add({
        id: "id-pending",
        kind: "contact",
        payload: contact("Ada", "x;=1+1"),
        now: at(0),
        language: "es",
        source: {
          page: "/es/pricing",
          campaign: { utm_source: "newsletter", utm_campaign: "spring", utm_content: "+1 offer" },
        },
      });
      await store.add({
        id: "id-delivered",
        kind: "contact",
        payload: contact('=HYPERLINK("http://x")', 'Line one\nsaid "hi", then left'),
        now: at(1),
      });
      await store.add({
        id: "id-refused",
        kind: "newsletter",
        payload: { email: "@lead@example.com" },
        now: at(2),
      });
      await store.add({
        id: "id-spam",
        kind: "contact",
        payload: contact("Bot", "[url=https://x.example]pills[/url] https://y.example https://z.example"),
        now: at(4),
        source: { page: "/services/seo" },
        spam: ["link-markup", "content"],
      });
      await store.claimDue({ owner: "o", now: at(5), leaseMs: 1_000, limit: 3 });
      await store.record(
        "id-pending",
        "o",
        { state: "pending", status: 503, error: "server", retryInMs: 0 },
        at(5),
      );
      await store.record("id-delivered", "o", { state: "delivered", status: 200 }, at(3));
      await store.record(
        "id-refused",
        "o",
        { state: "undeliverable", status: 422, error: "rejected" },
        at(5),
      );
    });
  });

  it("lists every lead with its state, or only those in one state", async () => {
    const all = await leads("list");
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(
      /^2026-11-02 10:00:00\s+pending\s+1\s+contact\s+id-pending\s+ada@example.com\s+Ada Lovelace\s+last: 503 server\s+in: es\s+from: \/es\/pricing \(utm_source=newsletter, utm_campaign=spring, utm_content=\+1 offer\)$/,
    );
    expect(lines[4]).toBe("4 lead(s): 1 pending, 1 delivered, 1 undeliverable, 1 spam");
    const refused = await leads("list", "--state", "undeliverable");
    expect(refused.stdout).toMatch(/id-refused/);
    expect(refused.stdout).not.toMatch(/id-pending|id-delivered|id-spam/);
    const spam = (await leads("list", "--state", "spam")).stdout.trimEnd().split("\n");
    expect(spam).toEqual([
      expect.stringMatching(
        /^2026-11-02 10:04:00\s+spam\s+0\s+contact\s+id-spam\s+bot@example.com\s+Bot Lovelace\s+from: \/services\/seo\s+spam: link-markup, content$/,
      ),
      "1 lead(s): 0 pending, 0 delivered, 0 undeliverable, 1 spam",
    ]);
  });

  it("exports RFC 4180 CSV with spreadsheet formulas defused", async () => {
    const { stdout, code } = await leads("export");
    expect(code).toBe(0);
    expect(stdout.endsWith("\r\n")).toBe(true);
    const rows = stdout.split("\r\n");
    const quoted = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(",");
    expect(rows[0]).toBe(
      quoted(
        ...["id", "kind", "state", "received_at", "attempts", "last_status", "delivered_at", "purged_at"],
        ...["first_name", "last_name", "email", "phone_number", "subject", "message"],
        ...[
          "spam_reasons",
          "spam_label",
          "language",
          "page",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_term",
        ],
        "utm_content",
      ),
    );
    expect(rows[1]).toBe(
      quoted(
        ...["id-pending", "contact", "pending", "2026-11-02T10:00:00.000Z", "1", "503", "", ""],
        ...["Ada", "Lovelace", "ada@example.com", "'+1 307 555 0142", "UI/UX", "x;=1+1"],
        ...["", "", "es", "/es/pricing", "newsletter", "", "spring", "", "'+1 offer"],
      ),
    );
    // The message keeps its line break, inside quotes.
    expect(rows[2]).toBe(
      quoted(
        ...["id-delivered", "contact", "delivered", "2026-11-02T10:01:00.000Z", "1", "200"],
        ...["2026-11-02T10:03:00.000Z", "", `'=HYPERLINK(""http://x"")`, "Lovelace"],
        ...["hyperlinkhttpx@example.com", "'+1 307 555 0142", "UI/UX", 'Line one\nsaid ""hi"", then left'],
        ...["", "", "", "", "", "", "", "", ""],
      ),
    );
    expect(rows[3]).toBe(
      quoted(
        ...["id-refused", "newsletter", "undeliverable", "2026-11-02T10:02:00.000Z", "1", "422", "", ""],
        ...["", "", "'@lead@example.com", "", "", ""],
        ...["", "", "", "", "", "", "", "", ""],
      ),
    );
    expect(rows[4]).toMatch(/^"id-spam","contact","spam",.*,"link-markup content","","","\/services\/seo",/);
  });

  it("counts the leads of a period per page, per campaign and per language", async () => {
    expect(await leads("sources", "--days", "3650")).toEqual({
      code: 0,
      stdout: [
        "3 lead(s) received in the last 3650 day(s).",
        "By page:",
        "      2  (not known)",
        "      1  /es/pricing",
        "By campaign:",
        "      2  (none)",
        "      1  utm_source=newsletter, utm_campaign=spring, utm_content=+1 offer",
        "By language:",
        "      2  (not known)",
        "      1  es",
        "",
      ].join("\n"),
      stderr: "",
    });
    expect((await leads("sources", "--days", "1")).stdout).toMatch(
      /^0 lead\(s\) received in the last 1 day\(s\)\./,
    );
    expect(await leads("sources", "--days", "-3")).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--days takes/),
    });
  });

  it.each([",", ";", "\t", "|"])(
    "exports no cell a spreadsheet splitting on %j would run as a formula",
    async (separator) => {
      const { stdout } = await leads("export");
      for (const cell of parseCsv(stdout, separator))
        expect([cell, /^[=+\-@]/.test(cell)]).toEqual([cell, false]);
    },
  );

  it("writes the export to a private file with --out", async () => {
    const out = join(dir, "leads.csv");
    const { code, stderr } = await leads("export", "--state", "pending", "--out", out);
    expect(code).toBe(0);
    expect(stderr).toMatch(/wrote 1 lead/);
    expect((await readFile(out, "utf8")).split("\r\n")).toHaveLength(3);
  });

  it("re-queues undeliverable leads, and only those", async () => {
    const refusedOnly = await leads("retry", "id-delivered");
    expect(refusedOnly.code).toBe(1);
    expect(refusedOnly.stderr).toMatch(/id-delivered is delivered, not re-queued/);
    const all = await leads("retry");
    expect(all.stdout).toMatch(/Re-queued 1 lead/);
    await withStore(async (store) => {
      expect(await store.get("id-refused")).toMatchObject({ state: "pending", failures: 0 });
      expect((await store.get("id-delivered"))?.state).toBe("delivered");
    });
    expect((await leads("retry")).stdout).toMatch(/Re-queued 0 lead/);
  });

  it("releases a lead held as spam once, as received, and nothing else", async () => {
    expect(await leads("release")).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/release takes the ids/),
    });
    const released = await leads("release", "id-spam", "id-refused", "id-nope");
    expect(released.code).toBe(1);
    expect(released.stdout).toMatch(/Released 1 lead\(s\) held as spam\. The running site sends them/);
    expect(released.stderr).toMatch(/id-refused is undeliverable, not released/);
    expect(released.stderr).toMatch(/no lead id-nope/);
    await withStore(async (store) => {
      expect(await store.get("id-spam")).toMatchObject({
        state: "pending",
        receivedAt: Date.UTC(2026, 10, 2, 10, 4),
        spamReasons: ["link-markup", "content"],
      });
    });
    expect((await leads("list", "--state", "pending")).stdout).toMatch(
      /spam: link-markup, content \(released\)/,
    );
    expect(await leads("release", "id-spam")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/id-spam is pending, not released/),
    });
  });

  it("marks a lead the filter let through as spam, teaching it at the next train, and refuses the rest", async () => {
    expect(await leads("mark-spam")).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/mark-spam takes the ids/),
    });
    const marked = await leads("mark-spam", "id-delivered", "id-pending", "id-spam", "id-nope");
    expect(marked.code).toBe(1);
    expect(marked.stdout).toMatch(/^Marked 2 lead\(s\) as spam\. Run `npm run leads -- train`/);
    expect(marked.stderr).toMatch(/id-spam is held as spam already/);
    expect(marked.stderr).toMatch(/no lead id-nope/);
    await withStore(async (store) => {
      // A delivered lead stays delivered; a waiting one is never sent.
      expect(await store.get("id-delivered")).toMatchObject({ state: "delivered", spamLabel: "spam" });
      expect(await store.get("id-pending")).toMatchObject({
        state: "spam",
        spamLabel: "spam",
        leaseOwner: null,
      });
    });
    expect((await leads("list", "--state", "delivered")).stdout).toMatch(
      /id-delivered .*spam: marked by staff$/m,
    );
    const trained = await leads("train");
    expect(trained.code).toBe(0);
    expect(trained.stdout).toMatch(/on \d+ corpus post\(s\) and 2 of the team's \(2 spam, 0 real\)/);
    expect(trained.stdout).toMatch(/contact +spam \d+\/\d+ \(recall \d+%\), real 0\/\d+/);
    await withStore(async (store) => expect((await store.spamFilter.read())?.trainedAt).toBeGreaterThan(0));
  });

  it("releases no spam whose post another lead of the day carries: the agency would get it twice", async () => {
    await withStore(async (store) => {
      const held = await store.get("id-spam");
      await store.add({ id: "id-again", kind: "contact", payload: held!.payload!, now: Date.now() });
    });
    expect(await leads("release", "id-spam")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /id-spam is the same post as another lead of the last day .*, not released/,
      ),
    });
  });

  it("releases no spam the retention period has purged", async () => {
    await withStore(async (store) => {
      await store.incidents.changeSpamReport({ reportedUntil: Date.UTC(2026, 10, 3) }, 0);
      await store.purge(Date.UTC(2026, 10, 3), Date.UTC(2026, 10, 3));
    });
    expect(await leads("release", "id-spam")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/id-spam is purged \(its retention period ended\), not released/),
    });
  });

  it("erases one person, and says how many", async () => {
    const erased = await leads("erase", "ADA@example.com");
    expect(erased).toMatchObject({ code: 0 });
    expect(erased.stdout.trim()).toBe("Erased 1 lead(s).");
    expect((await leads("list")).stdout).not.toMatch(/ada@example\.com/i);
    expect((await leads("erase", "nobody@example.com")).stdout).toMatch(/Erased 0 .*Nothing was stored/);
  });

  it("imports the previous site's journal once, with its ids and states, then deletes it", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    await copyFile(
      join(__dirname, "..", "lib", "leads", "fixtures", "outbox.jsonl"),
      join(outbox, "outbox.jsonl"),
    );
    const imported = await leads("import", outbox);
    const [kept] = await readdir(outbox);
    expect(imported).toEqual({
      code: 1,
      stdout:
        "Read 12 line(s) of outbox.jsonl: 5 lead(s) imported, 5 new, 0 already in the store; 1 line(s) refused.\n" +
        "  not a journal entry (a write cut short, or not the journal's): line 12\n" +
        `The refused lines are kept, as they were, in ${join(outbox, kept!)}.\n` +
        "The journal is deleted. The running site delivers what is pending.\n",
      stderr: "",
    });
    expect(await readdir(outbox)).toEqual([kept]);
    const listed = (await leads("list")).stdout;
    expect(listed).toMatch(/linus\+reject@example\.com/);
    expect(listed).toMatch(/9 lead\(s\): 3 pending, 3 delivered, 2 undeliverable, 1 spam/);
    const again = await leads("import", outbox);
    expect(again).toMatchObject({ code: 2, stderr: expect.stringMatching(/no outbox\.jsonl in /) });
  });

  it("finishes an import cut short, then imports the new journal, and reports both", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    await copyFile(
      join(__dirname, "..", "lib", "leads", "fixtures", "outbox.jsonl"),
      join(outbox, "outbox-importing.jsonl"),
    );
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
    const imported = await leads("import", outbox);
    const [kept] = await readdir(outbox);
    expect(imported).toEqual({
      code: 1,
      stdout:
        "Read 12 line(s) of outbox-importing.jsonl: 5 lead(s) imported, 5 new, 0 already in the store; 1 line(s) refused.\n" +
        "  not a journal entry (a write cut short, or not the journal's): line 12\n" +
        `The refused lines are kept, as they were, in ${join(outbox, kept!)}.\n` +
        "Read 1 line(s) of outbox.jsonl: 1 lead(s) imported, 1 new, 0 already in the store; 0 line(s) refused.\n" +
        "The journal is deleted. The running site delivers what is pending.\n",
      stderr: "",
    });
    expect((await leads("list")).stdout).toMatch(
      /10 lead\(s\): 4 pending, 3 delivered, 2 undeliverable, 1 spam/,
    );
  });

  it("accounts for every line of a journal, keeps what it refuses, and stores only what a form could send", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    const journal = join(outbox, "outbox.jsonl");
    const time = "2026-11-25T07:41:03.116Z";
    const add = (id: string, kind: string, payload: object, at = time) =>
      JSON.stringify({ v: 1, op: "add", id, kind, payload, time: at, attempts: 0, state: "pending" });
    const attempt = (id: string) =>
      JSON.stringify({ v: 1, op: "attempt", id, time, state: "pending", status: 503, nextAttemptAt: time });
    // A lead a first import brought in: the second finds it there.
    await writeFile(journal, add("lead-kept", "newsletter", { email: "kept@example.com" }) + "\n");
    expect(await leads("import", outbox)).toMatchObject({ code: 0 });

    const lines = [
      add("lead-a", "contact", contact("Grace", "  A new booking flow.  ")),
      attempt("lead-a"),
      '{"v":1,"op":"add","id":"lead-half","kind":"contact","payload":{"firstN',
      add("lead-b", "bogus", { email: "bogus@example.com" }),
      attempt("lead-b"),
      add("", "newsletter", { email: "no-id@example.com" }),
      add("lead-c", "contact", contact("Huge", "x".repeat(50_000))),
      attempt("lead-c"),
      add("lead-d", "newsletter", { email: "future@example.com" }, "9999-01-01T00:00:00.000Z"),
      attempt("lead-nobody"),
      add("lead-kept", "newsletter", { email: "kept@example.com" }),
      // The last line, with no newline after it: a whole lead all the same.
      add("lead-e", "contact-back", { email: "last@example.com" }),
    ];
    await writeFile(journal, lines.join("\n"));
    const imported = await leads("import", outbox);
    const [refusedName] = (await readdir(outbox)).filter((name) => name !== "outbox.jsonl");
    expect(await readdir(outbox)).toEqual([refusedName]);
    const refusedFile = join(outbox, refusedName!);
    expect(imported).toEqual({
      code: 1,
      stdout:
        "Read 12 line(s) of outbox.jsonl: 3 lead(s) imported, 2 new, 1 already in the store; 8 line(s) refused.\n" +
        "  not a journal entry (a write cut short, or not the journal's): line 3\n" +
        '  kind "bogus" is not a form of this site: line 4\n' +
        "  belongs to a lead refused above: line 5, 8\n" +
        "  its id is empty or not an id: line 6\n" +
        "  fails the contact form's check: message is too long: line 7\n" +
        "  its time is in the future: line 9\n" +
        "  a change to a lead the journal does not add before it: line 10\n" +
        `The refused lines are kept, as they were, in ${refusedFile}.\n` +
        "The journal is deleted. The running site delivers what is pending.\n",
      stderr: "",
    });
    expect(await readFile(refusedFile, "utf8")).toBe(lines.slice(2, 10).join("\n") + "\n");

    const listed = (await leads("list")).stdout;
    expect(listed).toMatch(/grace@example\.com/);
    expect(listed).toMatch(/last@example\.com/);
    expect(listed).not.toMatch(/bogus@|no-id@|huge@|future@/);
    // Stored as a post would be: trimmed.
    const exported = (await leads("export")).stdout;
    expect(exported).toMatch(/"A new booking flow\."/);
  });

  it("refuses a journal with a line longer than any lead in one line, and changes nothing", async () => {
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    const journal = join(outbox, "outbox.jsonl");
    const lead = JSON.stringify({
      v: 1,
      op: "add",
      id: "lead-before",
      kind: "newsletter",
      payload: { email: "before@example.com" },
      time: "2026-11-25T07:41:03.116Z",
    });
    await writeFile(journal, lead + "\n");
    // 600 MB with no newline, on disk as a hole: longer than any string Node can hold.
    await truncate(journal, 600 * 1024 * 1024);
    const imported = await leads("import", outbox);
    expect(imported).toEqual({
      code: 1,
      stdout: "",
      stderr: "leads: line 2 of outbox.jsonl is 600 MB long, longer than any lead; nothing was imported\n",
    });
    expect(await readdir(outbox)).toEqual(["outbox.jsonl"]);
    expect((await stat(journal)).size).toBe(600 * 1024 * 1024);
    expect((await leads("list")).stdout).not.toMatch(/before@example\.com/);
  });

  it("refuses a store that is not there, naming where it looked, and makes none", async () => {
    const elsewhere: Record<string, string> =
      engine === "sqlite"
        ? { DATA_DIR: join(dir, "typo") }
        : { DATABASE_URL: await postgres.createDatabase(`empty${databases}`) };
    const erased = await leadsWith(elsewhere, "erase", "someone@example.com");
    expect(erased).toEqual({
      code: 1,
      stdout: "",
      stderr:
        engine === "sqlite"
          ? `leads: no lead store at ${join(dir, "typo", "leads.sqlite")} (DATA_DIR)\n`
          : "leads: no lead store in the database DATABASE_URL names (it has no leads table)\n",
    });
    if (engine === "sqlite") await expect(readdir(join(dir, "typo"))).rejects.toThrow(/ENOENT/);
    // The real store is untouched: Ada's lead is still there.
    expect((await leads("list")).stdout).toMatch(/ada@example\.com/);
  });

  it("says in one line what is wrong with a path, and stops quietly for a reader that stops", async () => {
    expect(await leads("export", "--out", join(dir, "no-such-folder", "x.csv"))).toEqual({
      code: 2,
      stdout: "",
      stderr: `leads: cannot write ${join(dir, "no-such-folder", "x.csv")}: its folder does not exist\n`,
    });
    const file = join(dir, "outbox.jsonl");
    await writeFile(file, "");
    expect(await leads("import", file)).toEqual({
      code: 2,
      stdout: "",
      stderr: `leads: import takes the folder that holds outbox.jsonl; ${file} is not a folder\n`,
    });
    const env = { ...process.env, DATA_DIR: join(dir, "data"), DATABASE_URL: location.databaseUrl ?? "" };
    const piped = await run("sh", ["-c", `"${process.execPath}" "${script}" export | head -c 10`], { env });
    expect(piped).toEqual({ stdout: '"id","kind', stderr: "" });
  });

  it("explains itself when called without a known command", async () => {
    const unknown = await leads("purge");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Usage: npm run leads -- <command>/);
    expect((await leads("list", "--state", "lost")).code).toBe(2);
    expect(await leads("list", "--colour", "red")).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown option '--colour'[\s\S]*Usage:/),
    });
    expect(await leads("export", "--out")).toMatchObject({
      code: 2,
      stderr: "leads: --out takes a file name\n",
    });
    expect((await leads("erase")).code).toBe(2);
  });
});

it("says plainly when the store cannot be reached, without the connection string's password", async () => {
  dir = await mkdtemp(join(tmpdir(), "leads-tool-"));
  const env = { ...process.env, DATABASE_URL: "postgres://staff:s3cret@127.0.0.1:1/leads" };
  const failed = await run(process.execPath, [script, "list"], { env }).catch((error) => error);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toBe(
    "leads: the PostgreSQL server DATABASE_URL names could not be reached (ECONNREFUSED)\n",
  );
  expect(failed.stderr).not.toMatch(/s3cret/);
  const garbled = { ...process.env, DATABASE_URL: "postgres//staff:s3cret@db" };
  const refused = await run(process.execPath, [script, "list"], { env: garbled }).catch((error) => error);
  expect(refused.stderr).toMatch(
    /^leads: (DATABASE_URL is not a PostgreSQL connection string|the PostgreSQL server DATABASE_URL names could not be reached)/,
  );
  expect(refused.stderr).not.toMatch(/s3cret|\n\s+at /);
});

/** Every cell of `text` read as a spreadsheet does with `separator` (RFC 4180 quoting). */
function parseCsv(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === separator || char === "\n")) {
      cells.push(cell.replace(/\r$/, ""));
      cell = "";
    } else {
      cell += char;
    }
  }
  return cells;
}
