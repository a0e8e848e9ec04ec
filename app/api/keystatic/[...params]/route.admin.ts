import { makeRouteHandler } from "@keystatic/next/route-handler";
import config from "@/keystatic.config";
import { log } from "@/lib/log";

let handler: ReturnType<typeof makeRouteHandler> | undefined;

// Made on the first request, not when the build loads this module: in GitHub mode the handler
// requires its secrets, which a build machine need not have.
function editorApi() {
  if (config.storage.kind === "local" && process.env.NODE_ENV !== "development")
    // Local mode writes files on this machine: never on a production server.
    return new Response("Not Found", { status: 404 });
  try {
    return (handler ??= makeRouteHandler({ config }));
  } catch (error) {
    // GitHub mode without its secrets: say so in the log, not to the visitor.
    log("editor.unconfigured", { reason: (error as Error).message });
    return new Response("The editor is not set up on this server.", { status: 503 });
  }
}

export function GET(request: Request): Promise<Response> | Response {
  const api = editorApi();
  return api instanceof Response ? api : api.GET(request);
}

export function POST(request: Request): Promise<Response> | Response {
  const api = editorApi();
  return api instanceof Response ? api : api.POST(request);
}
