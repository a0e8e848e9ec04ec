// A stand-in for the agency API on 127.0.0.1: records every request it receives and
// answers according to the email address in the body, so parallel tests never collide:
//   ...+slow@...  answers after 1.5 s      ...+hold@...  answers after 5 s
//   ...+fail@...  answers 500
//   ...+flaky@... answers 503 the first time, 200 after that
//   anything else answers 200 {"message": "Stub received <path>"}
// GET /__requests?email=... lists what was received (optionally only for one email).
import { createServer } from "node:http";

const port = Number(process.env.STUB_PORT ?? 4010);
const received = [];
const seen = new Set();

function send(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/__health") return send(res, 200, { ok: true });
  if (url.pathname === "/__requests") {
    const email = url.searchParams.get("email");
    return send(res, 200, email ? received.filter((r) => r.body?.email === email) : received);
  }
  let raw = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    const record = {
      method: req.method,
      path: url.pathname,
      headers: {
        "content-type": req.headers["content-type"],
        "idempotency-key": req.headers["idempotency-key"],
        "x-request-id": req.headers["x-request-id"],
      },
      body,
      at: Date.now(),
    };
    received.push(record);
    const email = typeof body?.email === "string" ? body.email : "";
    const firstTime = !seen.has(email);
    seen.add(email);
    const answer = () =>
      email.includes("+fail@") || (email.includes("+flaky@") && firstTime)
        ? send(res, email.includes("+fail@") ? 500 : 503, {
            message: "Internal upstream failure: do not show this",
          })
        : send(res, 200, { message: `Stub received ${url.pathname}` });
    if (email.includes("+slow@")) setTimeout(answer, 1500);
    else if (email.includes("+hold@")) setTimeout(answer, 5000);
    else answer();
  });
}).listen(port, "127.0.0.1", () => {
  process.stdout.write(`upstream stub on http://127.0.0.1:${port}\n`);
});
