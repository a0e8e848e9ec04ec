/**
 * @jest-environment node
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentIn } from "@/content";
import { forgetRateLimits } from "@/lib/forms/guards";
import * as timingRoute from "@/app/api/contact/timing/route";
import { createFormRoute } from "@/lib/forms/handler";
import { closeStore, shutdown, type LeadKind } from "@/lib/leads";
import { leadKinds } from "@/lib/leads/kinds.mjs";
import { openStore } from "@/lib/leads/process-state";
import { corpusFilter } from "@/lib/leads/spam";
import type { Lead } from "@/lib/leads/types";
import { redirectLogs } from "@/lib/log";
import { sitePolicy } from "@/lib/security-headers.mjs";
import { clearServerEnv } from "@/e2e/support/server-env";
import { okBehaviour, UpstreamStub } from "@/e2e/support/upstream-stub.mjs";

const stub = new UpstreamStub();
let dataDir: string;

beforeAll(async () => {
  await stub.start();
  process.env.SITE_URL = "https://arcline.example";
  process.env.UPSTREAM_TIMEOUT_MS = "300";
  // As a server does at start (lib/leads/lifecycle.ts): the filter's training is not a post's time.
  corpusFilter();
}, 60_000);

afterAll(async () => {
  clearServerEnv();
  await stub.stop();
});

beforeEach(async () => {
  stub.reset();
  dataDir = await mkdtemp(join(tmpdir(), "leads-handler-"));
  process.env.DATA_DIR = dataDir;
  process.env.AGENCY_API_URL = stub.url;
  process.env.RATE_LIMIT_PER_MINUTE = "0";
  delete process.env.TRUST_PROXY;
  delete process.env.VERCEL;
});

afterEach(async () => {
  await closeStore();
  await rm(dataDir, { recursive: true, force: true });
});

const contact = createFormRoute("contact");
const newsletter = createFormRoute("newsletter");
const contactBack = createFormRoute("contact-back");

const validContact = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "+1 307 555 0142",
  subject: "UI/UX",
  message: "A new dashboard, please.",
  utm: "dropped",
};

function post(body: BodyInit, headers: Record<string, string> = {}, query = "") {
  return new Request(`https://arcline.example/api/contact/post${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://arcline.example", ...headers },
    body,
  });
}

/** Posts the contact form with these fields changed. */
function contactWith(change: Record<string, string>) {
  return contact.POST(post(JSON.stringify({ ...validContact, ...change })));
}

/** The form as a server started anew serves it: the same store, nothing of this process in memory. */
async function restarted(kind: LeadKind) {
  await closeStore();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("arcline.lastAnswers")];
  let route!: ReturnType<typeof createFormRoute>;
  jest.isolateModules(() => {
    const fresh = jest.requireActual<{ createFormRoute: typeof createFormRoute }>("@/lib/forms/handler");
    route = fresh.createFormRoute(kind);
  });
  return route;
}

async function stored() {
  const leads: Lead[] = [];
  for await (const lead of (await openStore()).each()) leads.push(lead);
  return leads;
}

describe("form route handlers", () => {
  it("stores, then forwards exactly the spec body, trimmed, keyed by the submission id, and relays the message", async () => {
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message: "Thanks from the agency" });
    expect(stub.received).toHaveLength(1);
    const [request] = stub.received;
    expect(request!.path).toBe("/api/contact/post");
    const spec = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phoneNumber: "+1 307 555 0142",
      subject: "UI/UX",
      message: "A new dashboard, please.",
    };
    expect(request!.body).toEqual(spec);
    expect(request!.headers["content-type"]).toBe("application/json");
    const [record] = await stored();
    expect(record).toMatchObject({ kind: "contact", state: "delivered", attempts: 1, payload: spec });
    expect(request!.key).toBe(record!.id);
  });

  it.each([
    ["contact", validContact],
    ["newsletter", { email: "ada@example.com" }],
    ["contact-back", { email: "ada@example.com" }],
  ] as const)(
    "the site's route for %s stores that kind and delivers it to its API path",
    async (kind, body) => {
      const route = (await import(`@/app${leadKinds[kind].route}/route`)) as ReturnType<
        typeof createFormRoute
      >;
      expect((await route.POST(post(JSON.stringify(body)))).status).toBe(200);
      expect(stub.received.map((request) => request.path)).toEqual([`/api${leadKinds[kind].upstreamPath}`]);
      expect(await stored()).toEqual([expect.objectContaining({ kind, state: "delivered" })]);
    },
  );

  it("keeps the page and campaign a post was sent from, and forwards them only when told to", async () => {
    const referer = "https://arcline.example/pricing?utm_source=newsletter&utm_campaign=spring&gclid=x1";
    expect((await contact.POST(post(JSON.stringify(validContact), { referer }))).status).toBe(200);
    const source = { page: "/pricing", campaign: { utm_source: "newsletter", utm_campaign: "spring" } };
    expect((await stored())[0]).toMatchObject({ source });
    // The API's contract names the form's fields: the source goes only where the operator says.
    expect(stub.received[0]!.body).not.toHaveProperty("source");
    process.env.FORWARD_LEAD_SOURCE = "1";
    try {
      await newsletter.POST(post(JSON.stringify({ email: "lead@example.com" }), { referer }));
      expect(stub.received[1]!.body).toEqual({ email: "lead@example.com", source });
    } finally {
      delete process.env.FORWARD_LEAD_SOURCE;
    }
    // A post from another site's page says nothing of where it came from.
    await contact.POST(
      post(JSON.stringify(validContact), { referer: "https://elsewhere.example/x?utm_source=y" }),
    );
    expect((await stored()).map((lead) => lead.source)).toEqual([source, source, null]);
  });

  it("forwards a newsletter sign-up as just the email", async () => {
    const response = await newsletter.POST(post(JSON.stringify({ email: "lead@example.com", name: "x" })));
    expect(response.status).toBe(200);
    expect(stub.received.map((r) => [r.path, r.body])).toEqual([
      ["/api/contact/newsletter", { email: "lead@example.com" }],
    ]);
  });

  it("answers 400 with the field errors, and forwards and stores nothing", async () => {
    const response = await contact.POST(post(JSON.stringify({ ...validContact, email: "nope" })));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({ email: "Enter a valid email address" });
    expect(stub.received).toHaveLength(0);
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ["a number for a name", { firstName: 42 }, "firstName"],
    ["an object for the email", { email: { $ne: "" } }, "email"],
    ["a list for the message", { message: ["a", "b"] }, "message"],
    ["whitespace only", { lastName: " \t " }, "lastName"],
    ["CR-LF in a single-line field", { lastName: "Smith\r\nBcc: x@y.z" }, "lastName"],
    ["a line separator in a single-line field", { firstName: "Ada\u2028Bob" }, "firstName"],
    ["a bidi override", { firstName: "evil\u202Etxt.exe" }, "firstName"],
    ["an unpaired surrogate", { message: "hello \ud800" }, "message"],
    ["an unknown subject", { subject: "Hiring" }, "subject"],
  ])("answers 400 naming the field for %s", async (_, change, field) => {
    const response = await contact.POST(post(JSON.stringify({ ...validContact, ...change })));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
    expect(stub.received).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and for non-object bodies", async () => {
    for (const body of ["{not json", "[1,2]", "null", '"text"', "", "1e999"]) {
      const response = await contact.POST(post(body));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect(stub.received).toHaveLength(0);
  });

  it.each([
    ["__proto__", `{"__proto__": {"admin": true}, "email": "a@b.co"}`, "application/json"],
    ["constructor", `{"constructor": {"prototype": {}}, "email": "a@b.co"}`, "application/json"],
    ["__proto__", "__proto__=x&email=a%40b.co", "application/x-www-form-urlencoded"],
  ])("answers 400 naming the prototype key %s", async (key, body, type) => {
    const response = await newsletter.POST(post(body, { "content-type": type }));
    if (type === "application/json") {
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toHaveProperty([key]);
    } else {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/form/not-sent");
    }
    expect(stub.received).toHaveLength(0);
  });

  it("answers 415 for other content types", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml", ""]) {
      const response = await contact.POST(post("email=a@b.co", { "content-type": type }));
      expect(response.status).toBe(415);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it.each([
    ["Chinese", "留".repeat(5000)],
    ["Cyrillic", "ж".repeat(5000)],
    ["emoji", "🙂".repeat(2500)],
  ])(
    "takes the longest message the form allows in %s, with or without JavaScript",
    async (_script, message) => {
      const longest = {
        ...validContact,
        firstName: "名".repeat(100),
        lastName: "姓".repeat(100),
        email: `${"a".repeat(240)}@example.com`,
        message,
      };
      expect((await contact.POST(post(JSON.stringify(longest)))).status).toBe(200);
      const form = new URLSearchParams(longest as Record<string, string>).toString();
      expect(form.length).toBeGreaterThan(16 * 1024);
      const native = await contact.POST(post(form, { "content-type": "application/x-www-form-urlencoded" }));
      expect(native.status).toBe(303);
      expect(native.headers.get("location")).toMatch(/\/form\/received$/);
    },
  );

  it("answers 413 for bodies over 64 KiB, with or without Content-Length", async () => {
    const big = JSON.stringify({ ...validContact, message: "x".repeat(65 * 1024) });
    expect((await contact.POST(post(big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request("https://arcline.example/api/contact/post", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await contact.POST(chunked)).status).toBe(413);
    expect(stub.received).toHaveLength(0);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 403 to cross-site posts, including Origin: null", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await contact.POST(post(JSON.stringify(validContact), headers));
      expect(response.status).toBe(403);
    }
    expect(stub.received).toHaveLength(0);
  });

  it("answers spam as it answers a lead, stores it as spam with why, and never forwards it", async () => {
    const lead = (message: string, extra: Record<string, string> = {}) =>
      contact.POST(post(JSON.stringify({ ...validContact, message, ...extra })));
    const answers = async (...responses: Response[]) =>
      Promise.all(responses.map(async (response) => [response.status, await response.json()]));
    // The agency's own words, once two visitors were answered with them.
    const [real] = await answers(
      await lead("A new dashboard, please."),
      await lead("A new app, please.", { email: "grace@example.com" }),
    );
    const [honeypot, markup] = await answers(
      await lead("A new shop, please.", { website: "http://spam.example" }),
      await lead("[url=https://x.example]pills[/url]"),
    );
    expect(honeypot).toEqual(real);
    expect(markup).toEqual(real);
    expect(real).toEqual([200, { message: "Thanks from the agency" }]);
    // While the agency API fails, a lead is answered "saved": so is spam.
    stub.behave = () => ({ status: 503, body: "{}" });
    const [failing, heldWhileFailing] = await answers(
      await lead("A new menu, please."),
      await lead("Buy cheap viagra and cialis online, no prescription needed, 80% off: https://x.example"),
    );
    expect(heldWhileFailing).toEqual(failing);
    expect(failing?.[0]).toBe(202);
    delete process.env.AGENCY_API_URL;
    const [kept, repeat] = await answers(
      await lead("A new logo, please."),
      await lead("A new logo, please."),
    );
    expect(repeat).toEqual(kept);
    expect(kept?.[0]).toBe(202);

    expect(stub.received.map((request) => (request.body as { message: string }).message)).toEqual([
      "A new dashboard, please.",
      "A new app, please.",
      "A new menu, please.",
    ]);
    expect((await stored()).map(({ state, spamReasons }) => [state, spamReasons])).toEqual([
      ["delivered", null],
      ["delivered", null],
      ["spam", ["honeypot"]],
      ["spam", ["link-markup"]],
      ["pending", null],
      ["spam", ["content"]],
      ["pending", null],
      ["spam", ["repeat"]],
    ]);
    // A filled honeypot does not excuse the fields: a mistake is answered as it always is.
    const invalid = await lead("", { website: "http://spam.example" });
    expect(invalid.status).toBe(400);
    expect(await stored()).toHaveLength(8);
  });

  it("answers spam in about the time the last lead took", async () => {
    stub.behave = () => ({ status: 200, body: JSON.stringify({ message: "Thanks" }), delayMs: 200 });
    const timed = async (message: string, extra: Record<string, string> = {}) => {
      const started = performance.now();
      await (await contactWith({ message, ...extra })).json();
      return performance.now() - started;
    };
    expect(await timed("A new dashboard, please.")).toBeGreaterThanOrEqual(200);
    expect(await timed("A new shop, please.", { website: "x" })).toBeGreaterThanOrEqual(150);
  });

  it("answers spam after a restart as the last lead was answered before it", async () => {
    stub.behave = () => ({ status: 503, body: "{}" });
    const real = await contact.POST(post(JSON.stringify(validContact)));
    expect(real.status).toBe(202);
    const fresh = await restarted("contact");
    const spam = await fresh.POST(post(JSON.stringify({ ...validContact, website: "http://spam.example" })));
    expect([spam.status, await spam.json()]).toEqual([real.status, await real.json()]);
    expect((await stored()).map((lead) => lead.state)).toEqual(["pending", "spam"]);
  });

  it("answers spam of a form no lead reached yet as a lead of it is answered now, from any instance", async () => {
    stub.behave = () => ({ status: 200, body: "{}" });
    expect((await newsletter.POST(post(JSON.stringify({ email: "ada@example.com" })))).status).toBe(200);
    // The agency API goes down; another instance's lead says so.
    stub.behave = () => ({ status: 503, body: "{}" });
    expect((await (await restarted("contact")).POST(post(JSON.stringify(validContact)))).status).toBe(202);
    const fresh = await restarted("contact-back");
    const spam = await fresh.POST(post(JSON.stringify({ email: "bot@example.com", website: "x" })));
    const real = await fresh.POST(post(JSON.stringify({ email: "grace@example.com" })));
    expect(real.status).toBe(202);
    expect([spam.status, await spam.json()]).toEqual([real.status, await real.json()]);
  });

  it("answers spam as the latest lead was answered, when its own form is answered as it was before", async () => {
    stub.behave = () => ({ status: 200, body: "{}" });
    expect((await contactWith({ message: "A new dashboard, please." })).status).toBe(200);
    stub.behave = () => ({ status: 503, body: "{}" });
    expect((await newsletter.POST(post(JSON.stringify({ email: "ada@example.com" })))).status).toBe(202);
    // The agency API is back: the contact form is answered exactly as before the newsletter's 202.
    stub.behave = () => ({ status: 200, body: "{}" });
    const real = await contactWith({ message: "A new app, please.", email: "grace@example.com" });
    const spam = await contactWith({ message: "A new shop, please.", website: "x" });
    expect(real.status).toBe(200);
    expect([spam.status, await spam.json()]).toEqual([real.status, await real.json()]);
  });

  it("never answers spam with words the agency API wrote for one visitor", async () => {
    stub.behave = (request) => ({
      status: 200,
      body: JSON.stringify({ message: `Thanks, ${(request.body as { firstName: string }).firstName}!` }),
    });
    for (const firstName of ["Ada", "Grace"])
      await contactWith({ firstName, email: `${firstName}@example.com`, message: `From ${firstName}.` });
    const spam = await contactWith({ message: "From a bot.", website: "x" });
    expect(await spam.json()).toEqual({ message: expect.not.stringMatching(/Ada|Grace/) });
    expect((await stored()).map((lead) => lead.state)).toEqual(["delivered", "delivered", "spam"]);
  });

  it("marks a form sent faster than a person fills it by its timing value and the browser's time; one with neither is a lead", async () => {
    const timing = async () => (await timingRoute.GET()).json() as Promise<{ value: string }>;
    const lead = (message: string, extra: Record<string, unknown> = {}) =>
      contact.POST(post(JSON.stringify({ ...validContact, message, ...extra })));
    const { value: fast } = await timing();
    expect((await lead("A new shop, please.", { formTiming: fast, formElapsed: 800 })).status).toBe(200);
    const { value: slow } = await timing();
    const later = Date.now() + 10_000;
    const clock = jest.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect((await lead("A new logo, please.", { formTiming: slow, formElapsed: 10_000 })).status).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect((await lead("A new app, please.")).status).toBe(200);
    expect((await lead("A new site, please.", { formTiming: "forged.value" })).status).toBe(200);
    expect((await stored()).map(({ state, spamReasons }) => [state, spamReasons])).toEqual([
      ["spam", ["too-fast"]],
      ["delivered", null],
      ["delivered", null],
      ["delivered", null],
    ]);
    expect(stub.received).toHaveLength(3);
  });

  it.each([
    ["a filled honeypot", async () => ({ website: "x" }), "honeypot"],
    [
      "a post sent too fast",
      async () => ({
        formTiming: ((await (await timingRoute.GET()).json()) as { value: string }).value,
        formElapsed: 100,
      }),
      "too-fast",
    ],
  ])(
    "delivers a visitor's post after someone else's spam with the same fields: %s",
    async (_, spam, reason) => {
      const victim = { email: "ceo@victim-corp.test" };
      await contactBack.POST(post(JSON.stringify({ ...victim, ...(await spam()) })));
      expect((await contactBack.POST(post(JSON.stringify(victim)))).status).toBe(200);
      expect(stub.received.map((request) => request.body)).toEqual([victim]);
      expect((await stored()).map(({ state, spamReasons }) => [state, spamReasons])).toEqual([
        ["spam", [reason]],
        ["delivered", null],
      ]);
    },
  );

  it("delivers a form sent several times at once (a double click without JavaScript) once", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => newsletter.POST(post("email=lead%40example.com", form))),
    );
    expect(answers.map((answer) => answer.headers.get("location"))).toEqual(Array(4).fill("/form/received"));
    expect(stub.received).toHaveLength(1);
    expect((await stored()).map((lead) => lead.state).sort()).toEqual(["delivered", "spam", "spam", "spam"]);
  });

  it("keeps a submission the agency API failed on as pending and tells the visitor it was received", async () => {
    stub.behave = () => ({ status: 500, body: "Traceback: secret at /srv/app.py line 3" });
    const response = await contact.POST(post(JSON.stringify(validContact)));
    const text = await response.text();
    expect(response.status).toBe(202);
    expect(text).not.toMatch(/Traceback|secret|127\.0\.0\.1|\/srv/);
    expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(/saved/) });
    expect(await stored()).toEqual([
      expect.objectContaining({ state: "pending", attempts: 1, lastStatus: 500 }),
    ]);
  });

  it("marks a submission the agency API refuses (4xx) undeliverable, still answering 202 without its text", async () => {
    stub.behave = () => ({
      status: 422,
      body: JSON.stringify({ message: "email domain blocked: internal" }),
    });
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(202);
    expect(await response.text()).not.toMatch(/blocked|internal/);
    expect(await stored()).toEqual([expect.objectContaining({ state: "undeliverable", lastStatus: 422 })]);
  });

  it("stores the submission and answers 202 while no agency API is configured", async () => {
    delete process.env.AGENCY_API_URL;
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(202);
    expect((await response.json()).message).toMatch(/saved/);
    expect(stub.received).toHaveLength(0);
    expect(await stored()).toEqual([
      expect.objectContaining({ state: "pending", attempts: 0, kind: "contact" }),
    ]);
  });

  it("replaces an upstream answer without a usable message by a default", async () => {
    stub.behave = () => ({ status: 200, body: "<html>ok</html>" });
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/Thank you/);
  });

  it("redirects a native form post (no JavaScript) with 303 to a page saying what happened", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const ok = await newsletter.POST(post("email=lead%40example.com", form));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/form/received");
    const bad = await newsletter.POST(post("email=nope", form));
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/form/not-sent");
    stub.behave = () => ({ status: 503, body: "down" });
    const later = await newsletter.POST(post("email=later%40example.com", form));
    expect(later.headers.get("location")).toBe("/form/received");
    expect(stub.received.map((r) => r.body)).toEqual([
      { email: "lead@example.com" },
      { email: "later@example.com" },
    ]);
  });

  it("answers 503 without details when the store cannot be written, and forwards nothing", async () => {
    // A path below a regular file cannot be created, whoever runs the test.
    await writeFile(join(dataDir, "file"), "");
    process.env.DATA_DIR = join(dataDir, "file", "data");
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    const text = await response.text();
    expect(text).not.toMatch(/ENOTDIR|leads-handler|\/tmp|at /);
    expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(/could not be saved/) });
    expect(stub.received).toHaveLength(0);
  });

  it("on Vercel without DATABASE_URL, refuses to store leads where they would be lost, and says so", async () => {
    process.env.VERCEL = "1";
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/nowhere to keep them/) });
    expect(stub.received).toHaveLength(0);
    delete process.env.VERCEL;
    expect(await stored()).toHaveLength(0);
  });

  it("answers 503 while the server shuts down, saying to try again in 30 s", async () => {
    await shutdown("SIGTERM");
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    await closeStore();
    expect(await stored()).toHaveLength(0);
  });

  it("answers 500 with the generic form error when something unforeseen fails, naming nothing of it", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "lots";
    const lines: string[] = [];
    redirectLogs((line) => lines.push(line));
    let response: Response;
    try {
      response = await contact.POST(post(JSON.stringify(validContact)));
    } finally {
      redirectLogs(undefined);
    }
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "There was an error submitting your form." });
    expect(text).not.toMatch(/RATE_LIMIT|environment|at /);
    const events = lines.map((line) => JSON.parse(line));
    expect(events).toContainEqual(
      expect.objectContaining({ event: "form.error", route: "/api/contact/post", error: "Error" }),
    );
    expect(lines.join("")).not.toMatch(/RATE_LIMIT|lots|ada@example/);
    expect(stub.received).toHaveLength(0);
  });

  it("lets a post in flight finish before a shutdown closes the store, and refuses the next", async () => {
    stub.behave = () => ({ ...okBehaviour, delayMs: 200 });
    const finished: string[] = [];
    const answered = contact.POST(post(JSON.stringify(validContact))).then((response) => {
      finished.push("answered");
      return response;
    });
    while (stub.received.length === 0) await new Promise((tick) => setTimeout(tick, 5));
    const stopped = shutdown("SIGTERM").then(() => finished.push("closed"));
    const refused = await contact.POST(post(JSON.stringify(validContact)));
    expect(refused.status).toBe(503);
    expect((await answered).status).toBe(200);
    await stopped;
    expect(finished).toEqual(["answered", "closed"]);
    expect(stub.received).toHaveLength(1);
  });

  describe("from a Spanish page (?lang=es)", () => {
    const spanish = contentIn("es").forms;
    const inSpanish = (body: BodyInit, headers: Record<string, string> = {}) =>
      contact.POST(post(body, headers, "?lang=es"));

    it("names what is wrong in Spanish, field by field", async () => {
      const response = await inSpanish(JSON.stringify({ ...validContact, email: "nope" }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toBe(spanish.refusals.invalid);
      const english = await (await contactWith({ email: "nope" })).json();
      expect(body.errors.email).toMatch(/correo electrónico/);
      expect(body.errors.email).not.toBe(english.errors.email);
      expect(stub.received).toHaveLength(0);
    });

    it("thanks the visitor in Spanish and sends the agency the same body as an English post", async () => {
      const response = await inSpanish(JSON.stringify({ ...validContact, subject: "Brand Identity" }));
      expect(response.status).toBe(200);
      expect((await response.json()).message).toBe(spanish.contact.received);
      const english = await contact.POST(
        post(
          JSON.stringify({
            ...validContact,
            subject: "Brand Identity",
            message: `${validContact.message} (2)`,
          }),
        ),
      );
      expect(english.status).toBe(200);
      const [sent, sentInEnglish] = stub.received.map((request) => request.body as Record<string, unknown>);
      expect(Object.keys(sent!).sort()).toEqual(Object.keys(sentInEnglish!).sort());
      expect(sent!.subject).toBe("Brand Identity");
    });

    it("lands a post without JavaScript on the Spanish result page", async () => {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const received = await inSpanish(new URLSearchParams(validContact).toString(), form);
      expect([received.status, received.headers.get("location")]).toEqual([303, "/es/form/received"]);
      const refused = await inSpanish("email=nope", form);
      expect([refused.status, refused.headers.get("location")]).toEqual([303, "/es/form/not-sent"]);
    });

    it("answers spam in Spanish as a Spanish lead is answered, and English spam never in Spanish", async () => {
      const spam = (query: string, email: string) =>
        contact.POST(
          post(JSON.stringify({ ...validContact, email, website: "http://spam.example" }), {}, query),
        );
      const real = await (
        await inSpanish(JSON.stringify({ ...validContact, email: "maria@example.com" }))
      ).json();
      const held = await (await spam("?lang=es", "bot1@example.com")).json();
      expect(held.message).toBe(real.message);
      expect(held.message).toBe(spanish.contact.received);
      const inEnglish = await (await spam("", "bot2@example.com")).json();
      expect(inEnglish.message).toBe(contentIn("en").forms.contact.received);
    });

    it("answers an unknown language as the default one", async () => {
      const response = await contact.POST(
        post(JSON.stringify({ ...validContact, email: "nope" }), {}, "?lang=xx"),
      );
      expect((await response.json()).message).toBe(contentIn("en").forms.refusals.invalid);
    });
  });

  it("answers 405 with JSON to other methods", async () => {
    const response = await contact.GET(new Request("https://arcline.example/api/contact/post"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toHaveProperty("message");
  });

  it("gives every answer the site's script policy, which proxy.ts leaves to the forms", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const answers = [
      await contact.POST(post(JSON.stringify(validContact))),
      await contact.POST(post("{")),
      await newsletter.POST(post("email=lead%40example.com", form)),
      await contact.GET(new Request("https://arcline.example/api/contact/post")),
      await contact.OPTIONS(),
    ];
    for (const response of answers)
      expect([response.status, response.headers.get("content-security-policy")]).toEqual([
        response.status,
        sitePolicy(),
      ]);
    expect(sitePolicy()).toMatch(/^default-src 'self'; script-src 'self';.*frame-ancestors 'none'/);
  });

  it("logs one line per request with ids and outcome, never the visitor's details", async () => {
    const lines: string[] = [];
    redirectLogs((line) => lines.push(line));
    try {
      await contact.POST(post(JSON.stringify(validContact)));
      // Not hex: random request and submission ids cannot contain it by chance.
      await contact.POST(post(JSON.stringify({ ...validContact, email: "not-an-email" })));
    } finally {
      redirectLogs(undefined);
    }
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === "form.request");
    expect(requests).toEqual([
      expect.objectContaining({
        route: "/api/contact/post",
        outcome: "delivered",
        status: 200,
        upstreamStatus: 200,
      }),
      expect.objectContaining({ outcome: "invalid", status: 400 }),
    ]);
    expect(requests[0]).toHaveProperty("requestId");
    expect(requests[0]).toHaveProperty("submissionId");
    expect(requests[0].ms).toEqual(expect.any(Number));
    expect(lines.join("")).not.toMatch(/ada@example|Lovelace|555 0142|dashboard|not-an-email/);
  });
});

describe("rate limit", () => {
  // Each post a lead of its own: the same message again would be spam.
  let posts = 0;
  const from = (address: string, extra: Record<string, string> = {}) =>
    post(JSON.stringify({ ...validContact, message: `A new dashboard, number ${++posts}.` }), {
      "x-forwarded-for": address,
      ...extra,
    });

  beforeEach(() => {
    process.env.RATE_LIMIT_PER_MINUTE = "5";
    forgetRateLimits();
  });

  it("lets five posts through per client, then answers 429 with Retry-After; other clients are unaffected", async () => {
    for (let i = 0; i < 5; i++) expect((await contact.POST(from("203.0.113.7"))).status).toBe(200);
    const limited = await contact.POST(from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ message: expect.any(String) });
    expect((await contact.POST(from("198.51.100.4"))).status).toBe(200);
    expect(stub.received).toHaveLength(6);
  });

  it("behind a trusted proxy, does not let a client's own X-Forwarded-For entries reset the limit", async () => {
    process.env.TRUST_PROXY = "1";
    for (let i = 0; i < 5; i++) await contact.POST(from(`10.0.0.${i}, 203.0.113.7`));
    const forged = await contact.POST(from("192.0.2.99, 203.0.113.7"));
    expect(forged.status).toBe(429);
  });

  it("keys on the last X-Forwarded-For hop when TRUST_PROXY=1", async () => {
    process.env.TRUST_PROXY = "1";
    for (let i = 0; i < 5; i++)
      await contact.POST(from("10.0.0.1", { "x-forwarded-for": `192.0.2.${i}, 203.0.113.7` }));
    expect((await contact.POST(from("10.0.0.1", { "x-forwarded-for": "203.0.113.7" }))).status).toBe(429);
    expect((await contact.POST(from("10.0.0.1", { "x-forwarded-for": "198.51.100.4" }))).status).toBe(200);
  });

  it("counts one IPv6 /64 as one client", async () => {
    for (let i = 1; i <= 5; i++) await contact.POST(from(`2001:db8:1:2::${i}`));
    expect((await contact.POST(from("2001:db8:1:2:ffff::9"))).status).toBe(429);
    expect((await contact.POST(from("2001:db8:1:3::1"))).status).toBe(200);
  });

  it("allows one IPv6 /48 four times the limit, however many /64s it cycles through", async () => {
    let accepted = 0;
    for (let i = 0; i < 40; i++) {
      const answer = await contact.POST(from(`2001:db8:7:${i.toString(16)}::1`));
      if (answer.status === 200) accepted += 1;
      else expect(answer.status).toBe(429);
    }
    expect(accepted).toBe(20);
    expect((await contact.POST(from("2001:db8:8::1"))).status).toBe(200);
  });

  it("behind a trusted proxy, strips ports and refuses an X-Forwarded-For entry that is not an address", async () => {
    process.env.TRUST_PROXY = "1";
    for (let i = 0; i < 5; i++)
      expect(
        (await contact.POST(from("10.0.0.1", { "x-forwarded-for": `203.0.113.7:${40000 + i}` }))).status,
      ).toBe(200);
    expect((await contact.POST(from("10.0.0.1", { "x-forwarded-for": "203.0.113.7" }))).status).toBe(429);
    expect((await contact.POST(from("10.0.0.1", { "x-forwarded-for": "[2001:db8::1]:443" }))).status).toBe(
      200,
    );
    for (const garbage of ["unknown", "203.0.113.7, evil", "1.2.3", "<script>", "203.0.113.7:99999"]) {
      const answer = await contact.POST(from("10.0.0.1", { "x-forwarded-for": garbage }));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/address could not be read/) });
    }
    expect(stub.received).toHaveLength(6);
  });
});
