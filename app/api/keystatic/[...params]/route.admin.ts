import { makeRouteHandler } from "@keystatic/next/route-handler";
import config from "@/keystatic.config";

type Handler = ReturnType<typeof makeRouteHandler>;
let handler: Handler | undefined;

/**
 * Made on the first request, not when the build loads this module: in GitHub mode the handler
 * requires its secrets, which a build machine need not have.
 */
function editorApi(): Handler {
  return (handler ??= makeRouteHandler({ config }));
}

/** Local mode writes files on this machine: never on a production server. */
function refused(): Response | undefined {
  if (config.storage.kind === "local" && process.env.NODE_ENV !== "development")
    return new Response("Not Found", { status: 404 });
}

export function GET(request: Request): Promise<Response> | Response {
  return refused() ?? editorApi().GET(request);
}

export function POST(request: Request): Promise<Response> | Response {
  return refused() ?? editorApi().POST(request);
}
