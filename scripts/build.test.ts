/**
 * @jest-environment node
 *
 * `npm run build` as a host runs it (scripts/build.mjs in a Node process of its own), on a copy of the
 * project with a content mistake written by hand, and the team's webhook a real HTTP server here.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Each case starts Node, which checks the content twice; a busy machine needs more than Jest's 5 s.
jest.setTimeout(60_000);

const root = join(__dirname, "..");
let dir: string;
beforeAll(() => {
  // What the content check and the message read; no .git, as in a container's build context.
  dir = mkdtempSync(join(tmpdir(), "build-"));
  for (const folder of ["content", "lib", "scripts", "public/images"])
    cpSync(join(root, folder), join(dir, folder), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  const about = join(dir, "content/pages/about.yaml");
  writeFileSync(
    about,
    readFileSync(about, "utf8").replace("title: About us | Arcline Digital", "title: About"),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Receiver = { url: string; texts: string[]; close: () => Promise<void> };
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

/** The team's webhook: records each text; `answers: false` takes the post and never answers. */
async function receiver({ answers = true } = {}): Promise<Receiver> {
  const texts: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      texts.push((JSON.parse(body) as { text: string }).text);
      if (answers) response.end("ok");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  const made = { url: `http://127.0.0.1:${port}/hook`, texts, close };
  receivers.push(made);
  return made;
}

/** Runs the build in the copy: its exit code, its log and how long it took. */
function build(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VERCEL|COMMIT_|PUBLISH_|ALERT_)/.test(key)),
  );
  const started = Date.now();
  return new Promise<{ code: number | null; log: string; seconds: number }>((done) => {
    const child = execFile(
      process.execPath,
      ["scripts/build.mjs"],
      { cwd: dir, env: { ...clean, ...env } as NodeJS.ProcessEnv },
      (_error, stdout, stderr) =>
        done({ code: child.exitCode, log: stdout + stderr, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const commit = { COMMIT_SHA: "1a2b3c4d5e6f", COMMIT_MESSAGE: "Update content/pages/about" };

describe("a build with a content mistake", () => {
  it("fails, and tells the team once what is wrong in the editor's words", async () => {
    const team = await receiver();
    const { code, log } = await build({ PUBLISH_WEBHOOK_URL: team.url, ...commit });
    expect(code).toBe(1);
    expect(log).toContain("ERROR content/pages/about.yaml");
    expect(log).toContain("Publish message sent.");
    expect(team.texts).toEqual([
      [
        "Not published: the content has mistakes. The live site stays as it was. Fix these in the editor and save again:",
        "- About page \u203a Search and sharing \u203a Search title: must be 15-60 characters (content/pages/about.yaml)",
        "Which entries changed is not known: this build has no git history.",
        "Commit 1a2b3c4: Update content/pages/about",
      ].join("\n"),
    ]);
  });

  it("posts nothing without PUBLISH_WEBHOOK_URL, not even to the lead alerts' webhook", async () => {
    const alerts = await receiver();
    const { code, log } = await build({ ALERT_WEBHOOK_URL: alerts.url });
    expect(code).toBe(1);
    expect(log).toContain("ERROR content/pages/about.yaml");
    expect(log).not.toContain("Publish message");
    expect(alerts.texts).toEqual([]);
  });

  it("ends with its own exit code when the webhook cannot be reached, saying so in one line", async () => {
    const gone = await receiver();
    await gone.close();
    const { code, log } = await build({ PUBLISH_WEBHOOK_URL: gone.url });
    expect(code).toBe(1);
    expect(log.match(/Publish message.*/g)).toEqual(["Publish message not sent: ECONNREFUSED."]);
  });

  it("waits at most 5 s for a webhook that never answers", async () => {
    const silent = await receiver({ answers: false });
    const { code, log, seconds } = await build({ PUBLISH_WEBHOOK_URL: silent.url });
    expect(code).toBe(1);
    expect(log.match(/Publish message.*/g)).toEqual([
      "Publish message not confirmed: the webhook did not answer within 5 s.",
    ]);
    expect(silent.texts).toHaveLength(1);
    // The content is checked twice (the step, then the message) before the 5 s wait.
    expect(seconds).toBeLessThan(20);
  });
});
