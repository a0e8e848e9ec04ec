import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { leadKinds } from "@/lib/leads/kinds.mjs";

const forms: ReadonlySet<string> = new Set(Object.values(leadKinds).map((kind) => kind.route));

// The methods an address answers where Next would not say so: its 405 for a route handler names none,
// and a prerendered image answers any method. Not pages. proxy.ts refuses the others for all but the
// forms, which it does not run for: their handlers do, in the form's language (lib/forms/handler.ts).
export function methodsOf(pathname: string): readonly string[] | undefined {
  if (forms.has(pathname)) return ["POST"];
  if (pathname === "/api/leads/drain") return ["GET", "POST"];
  if (
    /^\/api\/(health(\/delivery)?|contact\/timing)$/.test(pathname) ||
    /^\/(og|media)\//.test(pathname) ||
    pathname === "/icons.svg"
  )
    return ["GET", "HEAD"];
  return undefined;
}

// Answers TRACE 405 before Next builds a `Request` of it: the Fetch standard forbids TRACE, so Next's
// adapter for proxy.ts throws on one (a 500 and a stack in the log). The HTTP server's diagnostics
// channel works alike on `npm start`, `next start` and the container. e2e/upstream-workarounds.spec.ts
// tells when Next answers it itself. (Node answers TRACK 400 itself; CONNECT never reaches a handler.)
export function refuseTrace() {
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    if (request.method !== "TRACE") return;
    const pathname = new URL(request.url ?? "/", "http://site").pathname;
    response.writeHead(405, {
      Allow: (methodsOf(pathname) ?? ["GET", "HEAD"]).join(", "),
      "Cache-Control": "no-store",
      "Content-Length": "0",
      "X-Content-Type-Options": "nosniff",
    });
    response.end();
  });
}
