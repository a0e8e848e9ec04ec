/**
 * @jest-environment node
 *
 * Property-based tests: the form handlers called directly with arbitrary JSON, strings and
 * headers against a real stub of the agency API. Whatever arrives: never a 5xx, always one
 * of the documented answers, nothing internal in an answer, and the agency API only ever
 * receives bodies that pass the form's schema.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { honeypotField } from "@/lib/forms/fields";
import { createFormRoute } from "@/lib/forms/handler";
import { subjects } from "@/content/contact-form.mjs";
import { checkLead, leadKindNames, leadKinds, type LeadKind } from "@/lib/leads/kinds.mjs";
import { contactSchema } from "@/lib/leads/schemas.mjs";
import { spamFilter } from "@/lib/leads/spam";
import { textEvidence } from "@/lib/leads/spam-text.mjs";
import { closeStore, openStore } from "@/lib/leads/process-state";
import { clearServerEnv } from "@/e2e/support/server-env";
import { okBehaviour, UpstreamStub, type Behaviour } from "@/e2e/support/upstream-stub.mjs";

// Hundreds of real requests per property; a busy 2-core machine needs more than Jest's 5 s.
jest.setTimeout(60_000);

const stub = new UpstreamStub();
const site = "https://arcline.example";
let dir: string;
const handlers = Object.fromEntries(leadKindNames.map((kind) => [kind, createFormRoute(kind)])) as Record<
  LeadKind,
  ReturnType<typeof createFormRoute>
>;

beforeAll(async () => {
  await stub.start();
  dir = await mkdtemp(join(tmpdir(), "leads-property-"));
  Object.assign(process.env, {
    SITE_URL: site,
    AGENCY_API_URL: stub.url,
    DATA_DIR: dir,
    UPSTREAM_TIMEOUT_MS: "5000",
    RATE_LIMIT_PER_MINUTE: "0",
  });
});

afterAll(async () => {
  clearServerEnv();
  await closeStore();
  await rm(dir, { recursive: true, force: true });
  await stub.stop();
});

beforeEach(() => stub.reset());

const specials = [
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u0000",
  "\u0085",
  "\u2028",
  "\u202e",
  "\u2066",
  "\ud800",
  "\udc00",
  " ",
  "=",
  "@",
  '"',
  "\\",
  "%",
  "&",
  "+",
];
const nastyString = fc.string({
  unit: fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), fc.constantFrom(...specials)),
  maxLength: 40,
});
const fieldValue = fc.oneof(
  nastyString,
  fc.emailAddress(),
  fc.constantFrom(...subjects),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(""),
);
const valid = (field: keyof typeof contactSchema.shape, text: fc.Arbitrary<string>) =>
  text.filter((value) => contactSchema.shape[field].safeParse(value).success);
const validFields = {
  firstName: valid("firstName", fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 })),
  lastName: valid("lastName", fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 })),
  email: fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,20}@[a-z0-9][a-z0-9-]{0,15}\.[a-z]{2,6}$/),
  phoneNumber: valid("phoneNumber", fc.stringMatching(/^\+?[0-9]{3}[0-9 ()\-.]{0,20}[0-9]$/)),
  subject: fc.constantFrom(...subjects),
  message: valid("message", fc.string({ unit: "grapheme", minLength: 1, maxLength: 400 })),
};
/** Usually the valid value, sometimes anything at all, sometimes missing. */
const mostlyValid = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof(
    { arbitrary, weight: 8 },
    { arbitrary: fieldValue, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
/** Objects that look like a form: its fields, mostly valid, and odd extra keys. */
const formLike = fc
  .tuple(
    fc.record({
      firstName: mostlyValid(validFields.firstName),
      lastName: mostlyValid(validFields.lastName),
      email: mostlyValid(validFields.email),
      phoneNumber: mostlyValid(validFields.phoneNumber),
      subject: mostlyValid(validFields.subject),
      message: mostlyValid(validFields.message),
      [honeypotField]: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 8 },
        { arbitrary: fieldValue, weight: 1 },
      ),
    }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom("__proto__", "constructor", "prototype", "utm")),
      fieldValue,
      {
        maxKeys: 2,
      },
    ),
  )
  .map(([fields, extra]) => {
    const entries = [...Object.entries(fields), ...Object.entries(extra)].filter(([, v]) => v !== undefined);
    // Written out by hand: an object literal would turn a "__proto__" key into a prototype.
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;
  });

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON",
    "application/x-www-form-urlencoded",
    "text/plain",
    "multipart/form-data; boundary=x",
  ),
  nastyString,
);
const headerValue = fc.oneof(
  fc.constantFrom(site, "null", "https://evil.example", "http://arcline.example", ""),
  nastyString,
  fc.webUrl(),
);
const headers = fc.record(
  {
    origin: headerValue,
    "sec-fetch-site": fc.oneof(
      fc.constantFrom("same-origin", "same-site", "cross-site", "none"),
      nastyString,
    ),
    "x-forwarded-for": fc.oneof(fc.ipV4(), fc.ipV6(), nastyString),
    "content-length": fc.oneof(fc.nat().map(String), nastyString),
    cookie: nastyString,
  },
  { requiredKeys: [] },
);
const upstream: fc.Arbitrary<Behaviour> = fc.constantFrom(
  okBehaviour,
  { status: 201, body: "<html>" },
  { status: 500, body: "Traceback at /srv/app.py" },
  { status: 422, body: JSON.stringify({ message: "upstream says no" }) },
  { status: 429, headers: { "Retry-After": "5" } },
);

let forwarded = 0;
const documented = new Set([200, 202, 303, 400, 403, 413, 415]);

function request(body: string, type: string, extra: Record<string, string>) {
  const init = new Headers();
  for (const [name, value] of Object.entries({ ...extra, "content-type": type })) {
    try {
      init.set(name, value);
    } catch {
      // Not a value a client can put in a header; the runtime would refuse it before us.
    }
  }
  return new Request(`${site}/api/contact/post`, { method: "POST", headers: init, body });
}

async function check(kind: LeadKind, body: string, type: string, extra: Record<string, string>) {
  const store = await openStore();
  const total = async () => Object.values(await store.counts()).reduce((a, b) => a + b, 0);
  const before = await total();
  const response = await handlers[kind].POST(request(body, type, extra));
  const text = await response.text();

  expect(documented).toContain(response.status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(text).not.toMatch(/127\.0\.0\.1|Traceback|\/srv|upstream says|node_modules|\bat .*:\d+|Error:/);
  if (response.status === 303) {
    expect(["/form/received", "/form/not-sent"]).toContain(response.headers.get("location"));
    expect(text).toBe("");
  } else {
    const answer = JSON.parse(text) as Record<string, unknown>;
    expect(typeof answer.message).toBe("string");
    const keys = Object.keys(answer).sort();
    if (response.status === 400) {
      expect(keys).toEqual(["errors", "message"]);
      for (const message of Object.values(answer.errors as object)) expect(typeof message).toBe("string");
    } else expect(keys).toEqual(["message"]);
  }

  const stored = (await total()) - before;
  expect(stored).toBeLessThanOrEqual(1);
  if (stored === 1) expect([200, 202, 303]).toContain(response.status);
  // Matched by Idempotency-Key: under load an answer can go out before a slow attempt lands.
  for (const received of stub.received.splice(0)) {
    forwarded += 1;
    const kindSent = (await store.get(received.key ?? ""))?.kind as LeadKind;
    expect(leadKindNames).toContain(kindSent);
    expect(received.path).toBe(`/api${leadKinds[kindSent].upstreamPath}`);
    expect(checkLead(kindSent, received.body)).toEqual({ ok: true, fields: received.body });
  }
}

const runs = { numRuns: 200 };

describe("form handlers, whatever they are sent", () => {
  it("answer form-like JSON with a documented answer and forward only valid bodies", async () => {
    forwarded = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...leadKindNames),
        formLike,
        upstream,
        async (kind, body, behaviour) => {
          stub.behave = () => behaviour;
          await check(kind, body, "application/json", { origin: site });
        },
      ),
      runs,
    );
    // The generators reach the agency API often enough for the check above to mean something.
    expect(forwarded).toBeGreaterThan(runs.numRuns / 10);
  });

  it("answer arbitrary JSON and arbitrary text the same way", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...leadKindNames),
        fc.oneof(fc.json({ maxDepth: 3 }), nastyString, fc.string({ unit: "binary" })),
        fc.constantFrom("application/json", "application/x-www-form-urlencoded"),
        async (kind, body, type) => check(kind, body, type, {}),
      ),
      runs,
    );
  });

  it("answer arbitrary headers and content types the same way", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...leadKindNames),
        formLike,
        contentType,
        headers,
        async (kind, body, type, extra) => check(kind, body, type, extra),
      ),
      runs,
    );
  });

  it("store and deliver every valid submission exactly once, as its parsed body, unless its text is held as spam", async () => {
    const submission = fc.record(validFields);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(submission, async (generated) => {
        // A new address each time: the same post twice is a repeat, which is held as spam.
        const fields = { ...generated, email: `${(sent += 1)}.${generated.email}` };
        const response = await handlers.contact.POST(
          request(JSON.stringify(fields), "application/json", {
            origin: site,
            "x-forwarded-for": "192.0.2.1",
          }),
        );
        expect(response.status).toBe(200);
        const [received] = stub.received.splice(0);
        // Random text may read as spam: answered alike, and sent nowhere.
        const held =
          textEvidence(fields).length > 0 || (await spamFilter(await openStore())).holds("contact", fields);
        if (held) return expect(received).toBeUndefined();
        expect(received!.body).toEqual(leadKinds.contact.schema.parse(fields));
        expect((await (await openStore()).get(received!.key!))?.state).toBe("delivered");
        expect(stub.acceptedCount(received!.key!)).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});
