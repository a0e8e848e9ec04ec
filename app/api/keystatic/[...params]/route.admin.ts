import { makeRouteHandler } from "@keystatic/next/route-handler";
import { judgeSave } from "@/content/saves";
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

export async function POST(request: Request): Promise<Response> {
  const api = editorApi();
  if (api instanceof Response) return api;
  if (config.storage.kind === "local" && new URL(request.url).pathname === "/api/keystatic/update") {
    const refusal = await refusedSave(request.clone());
    // The editor shows this text beside its Save button.
    if (refusal) return new Response(refusal, { status: 422 });
  }
  return api.POST(request);
}

// A save the content check would refuse is not written (in GitHub mode the build's check stops
// the deploy instead).
async function refusedSave(request: Request): Promise<string | undefined> {
  const body = (await request.json().catch(() => undefined)) as
    { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] } | undefined;
  if (!body || !Array.isArray(body.additions)) return undefined;
  const additions = body.additions.map(({ path, contents }) => ({
    path,
    contents: Buffer.from(contents, "base64"),
  }));
  const deletions = (body.deletions ?? []).map(({ path }) => path);
  const problems = await judgeSave(process.cwd(), additions, deletions);
  return problems.length ? `Not saved: ${problems.join(" ")}` : undefined;
}
