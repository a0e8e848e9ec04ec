// @ts-check
// The stand-in for the agency API on 127.0.0.1, for every test and the lead benchmark. Jest
// and scripts/bench-leads.mjs start it in their own process (`new UpstreamStub()`); the
// Playwright suite runs this file as a server (port STUB_PORT, default 4010) that answers by
// the email address in the body, so parallel tests never collide (see `byEmail`). Either way
// GET /__requests?email=... lists what it received and GET /__health answers 200.
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/**
 * What the stub does with one request: answer (after `delayMs`), never answer (until the
 * stub stops), destroy the connection before any answer, or send the status line and part of
 * the body and then destroy the connection.
 * @typedef {{ status: number, body?: string | Buffer, headers?: Record<string, string>, delayMs?: number }
 *   | { hang: true }
 *   | { reset: "before-answer" }
 *   | { reset: "mid-body", status: number }} Behaviour
 */

/**
 * One request as the stub received it: `body` is the parsed JSON (the raw text when it is not
 * JSON), `key` its Idempotency-Key, `at` when it arrived (epoch ms).
 * @typedef {{ method: string, path: string, headers: import("node:http").IncomingHttpHeaders,
 *   body: unknown, key: string | undefined, at: number }} StubRequest
 */

/** @type {Behaviour} */
export const okBehaviour = { status: 200, body: JSON.stringify({ message: "Thanks from the agency" }) };

export class UpstreamStub {
  /** @type {StubRequest[]} */
  received = [];
  /** Every request to the agency API's paths, recorded or not. */
  requests = 0;
  /** 2xx answers sent, per Idempotency-Key. @type {Map<string, number>} */
  accepted = new Map();
  /** @type {(request: StubRequest) => Behaviour} */
  behave = () => okBehaviour;
  /** @type {import("node:http").Server | undefined} */
  #server;
  /** @type {Set<import("node:net").Socket>} */
  #sockets = new Set();
  #port;
  #record;

  /**
   * @param {{ port?: number, record?: boolean }} [options] `port` 0 picks a free one (kept
   *   across stop and start); `record: false` keeps no requests, only counts (for load tests).
   */
  constructor({ port = 0, record = true } = {}) {
    this.#port = port;
    this.#record = record;
  }

  get port() {
    return this.#port;
  }

  /** What AGENCY_API_URL is set to. */
  get url() {
    return `http://127.0.0.1:${this.#port}/api`;
  }

  async start() {
    const server = createServer((req, res) => this.#handle(req, res));
    server.on("connection", (socket) => {
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
    });
    await new Promise((listening) => server.listen(this.#port, "127.0.0.1", () => listening(undefined)));
    this.#port = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
    this.#server = server;
  }

  /** Closes the port: new connections are refused until `start` opens it again. */
  async stop() {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((closed) => server.close(closed));
  }

  reset() {
    this.received = [];
    this.requests = 0;
    this.accepted.clear();
    this.behave = () => okBehaviour;
  }

  /** @param {string} key */
  acceptedCount(key) {
    return this.accepted.get(key) ?? 0;
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  #handle(req, res) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/__health") return sendJson(res, 200, { ok: true });
    if (url.pathname === "/__requests") {
      const email = url.searchParams.get("email");
      return sendJson(res, 200, email ? this.received.filter((r) => emailOf(r) === email) : this.received);
    }
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      /** @type {StubRequest} */
      const request = {
        method: req.method ?? "",
        path: url.pathname,
        headers: req.headers,
        body: parseJson(text),
        key: /** @type {string | undefined} */ (req.headers["idempotency-key"]),
        at: Date.now(),
      };
      this.requests += 1;
      if (this.#record) this.received.push(request);
      this.#answer(request, this.behave(request), req, res);
    });
  }

  /**
   * @param {StubRequest} request
   * @param {Behaviour} behaviour
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  #answer(request, behaviour, req, res) {
    if ("hang" in behaviour) return;
    if ("reset" in behaviour) {
      if (behaviour.reset === "before-answer") return req.socket.destroy();
      this.#countAccepted(request, behaviour.status);
      res.writeHead(behaviour.status, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('{"message": "Tha');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    setTimeout(() => {
      this.#countAccepted(request, behaviour.status);
      res.writeHead(behaviour.status, { "Content-Type": "application/json", ...behaviour.headers });
      res.end(behaviour.body ?? "");
    }, behaviour.delayMs ?? 0);
  }

  /** @param {StubRequest} request @param {number} status */
  #countAccepted(request, status) {
    if (status >= 200 && status < 300 && request.key) {
      this.accepted.set(request.key, this.acceptedCount(request.key) + 1);
    }
  }
}

/**
 * The end-to-end tests' agency API, steered by the email address in the body:
 *   ...+slow@...  answers after 1.5 s      ...+hold@...  answers after 5 s
 *   ...+fail@...  answers 500
 *   ...+flaky@... answers 503 the first time, 200 after that
 *   anything else answers 200 {"message": "Stub received <path>"}
 * The failures carry text that must never reach a visitor.
 * @returns {(request: StubRequest) => Behaviour}
 */
export function byEmail() {
  const seen = new Set();
  return (request) => {
    const email = emailOf(request) ?? "";
    const firstTime = !seen.has(email);
    seen.add(email);
    const leak = JSON.stringify({ message: "Internal upstream failure: do not show this" });
    if (email.includes("+fail@")) return { status: 500, body: leak };
    if (email.includes("+flaky@") && firstTime) return { status: 503, body: leak };
    return {
      status: 200,
      body: JSON.stringify({ message: `Stub received ${request.path}` }),
      delayMs: email.includes("+slow@") ? 1500 : email.includes("+hold@") ? 5000 : 0,
    };
  };
}

/** @param {StubRequest} request */
function emailOf({ body }) {
  return body && typeof body === "object" && "email" in body && typeof body.email === "string"
    ? body.email
    : undefined;
}

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stub = new UpstreamStub({ port: Number(process.env.STUB_PORT ?? 4010) });
  stub.behave = byEmail();
  stub.start().then(() => process.stdout.write(`upstream stub on ${stub.url}\n`));
}
