/**
 * @jest-environment node
 *
 * The spam rules, measured on a labelled set of contact messages (e2e/fixtures/contact-messages.json:
 * 120 real inquiries in 13 languages and 120 spam as contact forms receive it, then 150 more real
 * ones in 22 languages, written apart from the rules to test them: "held-out"), each replayed in
 * order through the rules into a real SQLite store, which holds repeats as a site's store does.
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
  it("marks none of the 270 real inquiries, and catches at least 62 of the 120 spam messages", async () => {
    const marked = { real: [] as string[], spam: 0 };
    const byRule = new Map<SpamReason, number>();
    for (const [i, { label, category, ...fields }] of labelled.entries()) {
      const checked = checkLead("contact", fields);
      if (!checked.ok) throw new Error(`entry ${i} does not pass the contact form's schema`);
      const now = t0 + i * 60_000;
      const lead = { kind: "contact" as const, payload: checked.fields, now };
      const judged = await spamReasons(store, lead, {});
      const reasons = (await store.add({ id: `lead-${i}`, ...lead, spam: judged })).spamReasons ?? [];
      if (reasons.length === 0) continue;
      if (label === "real") marked.real.push(`${i} (${category}): ${reasons.join(", ")}`);
      else marked.spam += 1;
      for (const reason of reasons) byRule.set(reason, (byRule.get(reason) ?? 0) + 1);
    }
    expect(labelled.filter((entry) => entry.label === "real")).toHaveLength(270);
    expect(marked.real).toEqual([]);
    expect(marked.spam).toBeGreaterThanOrEqual(62);
    // Each rule earns its place: every one catches spam in the set.
    expect([...byRule.keys()].sort()).toEqual([
      "link-markup",
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

  it("marks forum link markup, several HTML links and a message of nothing but links", () => {
    expect(reasons("[url=https://x.example]pills[/url]")).toEqual(["link-markup"]);
    expect(
      reasons('Nice <a href="https://x.example">casino</a> <a href="https://y.example">slots</a>'),
    ).toEqual(["link-markup"]);
    expect(reasons("https://bit.ly/3xYzAbC")).toEqual(["only-a-link"]);
    expect(reasons("https://a.example\nhttps://b.example https://c.example")).toEqual(["only-a-link"]);
  });

  it("never marks what real inquiries hold: references, code, markup talk, jargon, acronyms, any script", () => {
    for (const message of [
      "Our site https://a.example and one we like: www.b.example. A quote?",
      "We need a new site. Sites we like: https://stripe.com https://linear.app https://vercel.com",
      "Re: www.mybakery.de",
      "Our Vue app prints {{ user.name }} literally on the account page.",
      "I took a look at {{website}} in our theme and it is empty.",
      'The <a href> links in our footer are broken, e.g. <a href="https://shop.example/x">this one</a>.',
      "Our current site: [the shop](https://shop.example), built in 2019.",
      "WordPress/WooCommerce/HubSpot integration?",
      "Need iPhone15ProMax app",
      "HTML CSS JS PHP SQL dev needed",
      "MyFitnessPalApp clone for our gym, budget 30k",
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

  it("marks text in no language", () => {
    for (const message of [
      "hjdfkgh sdfkjhsdf ksdjfh sdkfjh",
      "asdfghjkl asdfghjkl",
      "QmWnErTbYu VcXzLkJhGf DsApOiUyT rEwQ",
      "MzQ5NjcxODI0NjQ3MzgxMg== aHR0cHM6Ly8=",
      "ggggggggggggggg",
    ])
      expect([message, reasons(message)]).toEqual([message, ["no-language"]]);
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

  it("marks a form sent faster than a person fills it by both clocks; never one without them, nor ten seconds of typing", async () => {
    const key = await store.formTimingKey();
    const judge = (kind: "contact" | "newsletter", signals: Record<string, unknown>) =>
      spamReasons(
        store,
        { kind, payload: { email: `${kind}@example.com`, message: "A shop." }, now: t0 + 10_000 },
        signals,
      );
    const fast = timingValue(key, t0 + 9_500);
    const slow = timingValue(key, t0);
    expect(await judge("newsletter", { timing: fast, elapsed: 400 })).toEqual(["too-fast"]);
    expect(await judge("contact", { timing: timingValue(key, t0 + 8_000), elapsed: 2_000 })).toEqual([
      "too-fast",
    ]);
    // Ten seconds of typing, by either clock: a slow network, or another instance's clock.
    expect(await judge("newsletter", { timing: slow, elapsed: 10_000 })).toEqual([]);
    expect(await judge("newsletter", { timing: fast, elapsed: 10_000 })).toEqual([]);
    expect(await judge("newsletter", { timing: slow, elapsed: 300 })).toEqual([]);
    // Without JavaScript, or with a value forged or cut short.
    expect(await judge("contact", {})).toEqual([]);
    expect(await judge("contact", { timing: fast })).toEqual([]);
    expect(await judge("contact", { timing: "forged.value", elapsed: 10 })).toEqual([]);
    expect(await judge("contact", { timing: fast, elapsed: "10" })).toEqual([]);
    expect(await judge("contact", { honeypot: true })).toEqual(["honeypot"]);
  });
});
