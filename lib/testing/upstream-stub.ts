import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What the stub does with one request. */
export type Behaviour =
  | { status: number; body?: string | Buffer; headers?: Record<string, string>; delayMs?: number }
  /** Never answers (until the stub stops). */
  | { hang: true }
  /** Destroys the connection before any answer. */
  | { reset: "before-answer" }
  /** Sends the status line and part of the body, then destroys the connection. */
  | { reset: "mid-body"; status: number };

export type StubRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  key: string | undefined;
};

export const okBehaviour: Behaviour = {
  status: 200,
  body: JSON.stringify({ message: "Thanks from the agency" }),
};

/**
 * A stand-in for the agency API on 127.0.0.1 for unit tests: records every request, answers
 * as `behave` says, counts the 2xx answers per Idempotency-Key, and can go down (connections
 * refused) and come back on the same port.
 */
export class UpstreamStub {
  received: StubRequest[] = [];
  /** 2xx answers sent, per Idempotency-Key. */
  accepted = new Map<string, number>();
  behave: (request: StubRequest) => Behaviour = () => okBehaviour;
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async start() {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const request: StubRequest = {
          path: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          key: req.headers["idempotency-key"] as string | undefined,
        };
        this.received.push(request);
        const behaviour = this.behave(request);
        if ("hang" in behaviour) return;
        if ("reset" in behaviour) {
          if (behaviour.reset === "before-answer") return req.socket.destroy();
          this.countAccepted(request, behaviour.status);
          res.writeHead(behaviour.status, { "Content-Type": "application/json", "Content-Length": "1000" });
          res.write('{"message": "Tha');
          setTimeout(() => req.socket.destroy(), 20);
          return;
        }
        setTimeout(() => {
          this.countAccepted(request, behaviour.status);
          res.writeHead(behaviour.status, { "Content-Type": "application/json", ...behaviour.headers });
          res.end(behaviour.body ?? "");
        }, behaviour.delayMs ?? 0);
      });
    });
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((done) => server.listen(this.port, "127.0.0.1", done));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: new connections are refused. */
  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  }

  reset() {
    this.received = [];
    this.accepted.clear();
    this.behave = () => okBehaviour;
  }

  acceptedCount(key: string) {
    return this.accepted.get(key) ?? 0;
  }

  private countAccepted(request: StubRequest, status: number) {
    if (status >= 200 && status < 300 && request.key) {
      this.accepted.set(request.key, this.acceptedCount(request.key) + 1);
    }
  }
}
