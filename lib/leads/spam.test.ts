/**
 * @jest-environment node
 *
 * The spam rules, measured on a labelled set of contact messages (e2e/fixtures/contact-messages.json:
 * 120 real inquiries in 13 languages and 120 spam as contact forms receive it, then 150 more real
 * ones in 22 languages, written apart from the rules to test them: "held-out"), each replayed in
 * order through the rules with a real SQLite store so that repeats are seen as a site sees them.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkLead } from "@/lib/leads/kinds.mjs";
import { spamReasons, textReasons, timingAge, timingValue } from "@/lib/leads/spam";
import { LeadStore } from "@/lib/leads/store.mjs";
import type { SpamReason } from "@/lib/leads/types";

type Labelled = { label: "real" | "spam"; category: string } & Record<string, string>;
const labelled: Labelled[] = JSON.parse(
  readFileSync(join(__dirname, "../../e2e/fixtures/contact-messages.json"), "utf8"),
);

let dir: string;
let store: LeadStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spam-"));
  store = await LeadStore.open({ engine: "sqlite", dataDir: dir });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const t0 = Date.parse("2026-11-26T09:00:00Z");

describe("the labelled set", () => {
  it("marks none of the 270 real inquiries, and catches at least 64 of the 120 spam messages", async () => {
    const marked = { real: [] as string[], spam: 0 };
    const byRule = new Map<SpamReason, number>();
    for (const [i, { label, category, ...fields }] of labelled.entries()) {
      const checked = checkLead("contact", fields);
      if (!checked.ok) throw new Error(`entry ${i} does not pass the contact form's schema`);
      const now = t0 + i * 60_000;
      const lead = { kind: "contact" as const, payload: checked.fields, now };
      const reasons = await spamReasons(store, lead, {});
      await store.add({ id: `lead-${i}`, ...lead, spam: reasons });
      if (reasons.length === 0) continue;
      if (label === "real") marked.real.push(`${i} (${category}): ${reasons.join(", ")}`);
      else marked.spam += 1;
      for (const reason of reasons) byRule.set(reason, (byRule.get(reason) ?? 0) + 1);
    }
    expect(labelled.filter((entry) => entry.label === "real")).toHaveLength(270);
    expect(marked.real).toEqual([]);
    expect(marked.spam).toBeGreaterThanOrEqual(64);
    // Each rule earns its place: every one catches spam in the set.
    expect([...byRule.keys()].sort()).toEqual([
      "link-list",
      "link-markup",
      "mail-merge",
      "no-language",
      "only-a-link",
      "repeat",
      "throwaway-email",
    ]);
  });
});

describe("the rules on what was typed", () => {
  const reasons = (message: string, email = "ana@studio-example.com") => textReasons({ email, message });

  it("judges the email's domain, and any domain under a throwaway one", () => {
    expect(reasons("Need a website.", "x@mailinator.com")).toEqual(["throwaway-email"]);
    expect(reasons("Need a website.", "x@Mail.MAILINATOR.com")).toEqual(["throwaway-email"]);
    expect(reasons("Need a website.", "x@gmail.com")).toEqual([]);
    expect(textReasons({ email: "x@yopmail.com" })).toEqual(["throwaway-email"]);
  });

  it("lets a brief list its references, never a list of links or only a link", () => {
    expect(reasons("Our site https://a.example and one we like: www.b.example. A quote?")).toEqual([]);
    expect(
      reasons(
        "Shops we like: https://a.example for its colours, https://b.example for the type, https://c.example for the photos",
      ),
    ).toEqual([]);
    expect(reasons("See https://a.example https://b.example https://c.example please")).toEqual([
      "link-list",
    ]);
    expect(reasons("https://bit.ly/3xYzAbC")).toEqual(["only-a-link"]);
    expect(reasons("hi https://bit.ly/3xYzAbC")).toEqual(["only-a-link"]);
    expect(reasons('Nice <a href="https://x.example">casino</a>')).toEqual(["link-markup"]);
    expect(reasons("[url=https://x.example]pills[/url]")).toEqual(["link-markup"]);
  });

  it("never judges real text in any script or with short words, acronyms and numbers by its vowels", () => {
    for (const message of [
      "Strengths and rhythm: our CRM, ERP and HTML/CSS need a UX audit (SKU 4411).",
      "Strč prst skrz krk: potřebujeme nový web pro naši firmu v Brně.",
      "我们需要一个新的网站,请联系我。",
      "Нам нужен новый сайт для магазина.",
      "نحتاج إلى موقع جديد لمتجرنا",
      "Wir brauchen eine neue Website für unser Geschäft in Schwarzwald.",
      "Sooooo excited to work with you on our YouTube and LinkedIn ads!",
    ])
      expect([message, reasons(message)]).toEqual([message, []]);
  });

  it("marks text in no language and a bulk mailer's unfilled fields", () => {
    for (const message of [
      "hjdfkgh sdfkjhsdf ksdjfh sdkfjh",
      "asdfghjkl asdfghjkl",
      "QmWnErTbYu VcXzLkJhGf DsApOiUyT rEwQ",
      "MzQ5NjcxODI0NjQ3MzgxMg== aHR0cHM6Ly8=",
      "ggggggggggggggg",
    ])
      expect([message, reasons(message)]).toEqual([message, ["no-language"]]);
    expect(reasons("I took a look at {{website}} and found issues.")).toEqual(["mail-merge"]);
  });
});

describe("the timing value", () => {
  const key = "k".repeat(43);

  it("says how long ago it was issued, and nothing for a forged, future, stale or missing one", () => {
    const value = timingValue(key, t0);
    expect(timingAge(key, value, t0 + 10_000)).toBe(10_000);
    expect(timingAge("another key", value, t0 + 10_000)).toBeUndefined();
    expect(timingAge(key, `${(t0 + 1).toString(36)}.${value.split(".")[1]}`, t0 + 10_000)).toBeUndefined();
    expect(timingAge(key, value, t0 - 1)).toBeUndefined();
    expect(timingAge(key, value, t0 + 25 * 60 * 60_000)).toBeUndefined();
    for (const other of [undefined, "", ".", 42, {}, "x".repeat(500)])
      expect(timingAge(key, other, t0)).toBeUndefined();
  });

  it("marks a form sent faster than a person fills it; never one without a value, nor ten seconds of typing", async () => {
    const key = await store.formTimingKey();
    const lead = (kind: "contact" | "newsletter", email: string) => ({
      kind,
      payload: { email, message: "We need a new shop." },
      now: t0 + 10_000,
    });
    const issued = timingValue(key, t0);
    const fast = timingValue(key, t0 + 9_500);
    expect(await spamReasons(store, lead("newsletter", "a@example.com"), { timing: fast })).toEqual([
      "too-fast",
    ]);
    expect(await spamReasons(store, lead("newsletter", "b@example.com"), { timing: issued })).toEqual([]);
    expect(await spamReasons(store, lead("contact", "c@example.com"), { timing: issued })).toEqual([]);
    expect(await spamReasons(store, lead("contact", "d@example.com"), {})).toEqual([]);
    expect(await spamReasons(store, lead("contact", "e@example.com"), { timing: "forged.value" })).toEqual(
      [],
    );
    expect(await spamReasons(store, lead("contact", "f@example.com"), { honeypot: true })).toEqual([
      "honeypot",
    ]);
  });
});

describe("a repeat", () => {
  it("is the same kind, address and message within a day, whatever the spacing or case of the address", async () => {
    const payload = { email: "Ana@Example.com", message: "We need  a new shop.\n" };
    await store.add({ id: "first", kind: "contact", payload, now: t0 });
    const judge = (payload: Record<string, unknown>, now = t0 + 60_000, kind = "contact" as const) =>
      spamReasons(store, { kind, payload, now }, {});
    expect(await judge({ email: "ana@example.com", message: "We need a new shop." })).toEqual(["repeat"]);
    expect(await judge({ email: "ana@example.com", message: "We need a new shop, soon." })).toEqual([]);
    expect(await judge({ email: "bo@example.com", message: "We need a new shop." })).toEqual([]);
    expect(
      await judge({ email: "ana@example.com", message: "We need a new shop." }, t0 + 25 * 60 * 60_000),
    ).toEqual([]);
  });
});
