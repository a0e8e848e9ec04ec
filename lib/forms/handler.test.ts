/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFormRoute } from "@/lib/forms/handler";
import { contactSchema, emailSignupSchema } from "@/lib/forms/schemas";

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let received: Received[] = [];
let respond: (path: string) => { status: number; body: string; delayMs?: number } = () => ({
  status: 200,
  body: JSON.stringify({ message: "Thanks from the agency" }),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      const answer = respond(req.url ?? "");
      setTimeout(() => {
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.AGENCY_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.SITE_URL = "https://arcline.example";
});

afterAll(async () => {
  delete process.env.AGENCY_API_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  respond = () => ({ status: 200, body: JSON.stringify({ message: "Thanks from the agency" }) });
});

const contact = createFormRoute({
  schema: contactSchema,
  upstreamPath: "/contact/post",
  route: "/api/contact/post",
});
const newsletter = createFormRoute({
  schema: emailSignupSchema,
  upstreamPath: "/contact/newsletter",
  route: "/api/contact/newsletter",
});

const validContact = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "+1 307 555 0142",
  subject: "UI/UX",
  message: "A new dashboard, please.",
  utm: "dropped",
};

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("https://arcline.example/api/contact/post", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://arcline.example", ...headers },
    body,
  });
}

describe("form route handlers", () => {
  it("forwards exactly the spec body, trimmed, with an Idempotency-Key, and relays the message", async () => {
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ message: "Thanks from the agency" });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/api/contact/post");
    expect(JSON.parse(request!.body)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phoneNumber: "+1 307 555 0142",
      subject: "UI/UX",
      message: "A new dashboard, please.",
    });
    expect(request!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.headers["content-type"]).toBe("application/json");
  });

  it("forwards a newsletter sign-up as just the email", async () => {
    const response = await newsletter.POST(post(JSON.stringify({ email: "lead@example.com", name: "x" })));
    expect(response.status).toBe(200);
    expect(received.map((r) => [r.path, JSON.parse(r.body)])).toEqual([
      ["/api/contact/newsletter", { email: "lead@example.com" }],
    ]);
  });

  it("answers 400 with the field errors and forwards nothing", async () => {
    const response = await contact.POST(post(JSON.stringify({ ...validContact, email: "nope" })));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({ email: "Enter a valid email address" });
    expect(received).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and for non-object bodies", async () => {
    expect((await contact.POST(post("{not json"))).status).toBe(400);
    expect((await contact.POST(post("[1,2]"))).status).toBe(400);
    expect((await contact.POST(post("null"))).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it("answers 400 naming a prototype key", async () => {
    const response = await contact.POST(post(`{"__proto__": {"admin": true}, "email": "a@b.co"}`));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty("__proto__");
  });

  it("answers 415 for other content types", async () => {
    const response = await contact.POST(post("email=a@b.co", { "content-type": "text/plain" }));
    expect(response.status).toBe(415);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 413 for bodies over 16 KiB, with or without Content-Length", async () => {
    const big = JSON.stringify({ ...validContact, message: "x".repeat(17 * 1024) });
    expect((await contact.POST(post(big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
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
    expect(received).toHaveLength(0);
  });

  it("answers 403 to cross-site posts, including Origin: null", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await contact.POST(post(JSON.stringify(validContact), headers));
      expect(response.status).toBe(403);
    }
    expect(received).toHaveLength(0);
  });

  it("answers a filled honeypot like a success and forwards nothing", async () => {
    const response = await contact.POST(post(JSON.stringify({ ...validContact, website: "http://spam" })));
    expect(response.status).toBe(200);
    expect(received).toHaveLength(0);
  });

  it("never passes upstream error text to the visitor", async () => {
    respond = () => ({ status: 500, body: "Traceback: secret at /srv/app.py line 3" });
    const response = await contact.POST(post(JSON.stringify(validContact)));
    const text = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(text).not.toMatch(/Traceback|secret|127\.0\.0\.1/);
    expect(JSON.parse(text)).toEqual({ message: "There was an error submitting your form." });
  });

  it("replaces an upstream answer without a usable message by a default", async () => {
    respond = () => ({ status: 200, body: "<html>ok</html>" });
    const response = await contact.POST(post(JSON.stringify(validContact)));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/Thank you/);
  });

  it("redirects a native form post (no JavaScript) with 303 to a page saying what happened", async () => {
    const ok = await newsletter.POST(
      post("email=lead%40example.com", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/form/received");
    const bad = await newsletter.POST(
      post("email=nope", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/form/not-sent");
    expect(received.map((r) => JSON.parse(r.body))).toEqual([{ email: "lead@example.com" }]);
  });

  it("answers 503 and stores nothing while no agency API is configured", async () => {
    const saved = process.env.AGENCY_API_URL;
    delete process.env.AGENCY_API_URL;
    try {
      const response = await contact.POST(post(JSON.stringify(validContact)));
      expect(response.status).toBe(503);
      expect((await response.json()).message).toMatch(/not set up/);
    } finally {
      process.env.AGENCY_API_URL = saved;
    }
    expect(received).toHaveLength(0);
  });

  it("answers 405 with JSON to other methods", async () => {
    const response = await contact.GET();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toHaveProperty("message");
  });
});
