import { execFileSync } from "node:child_process";
import yaml from "js-yaml";
import { checkContent } from "@/content/check";
import { formatPath, type Issue } from "@/content/errors";
import { checkImages } from "@/content/images";
import { entryOf, fieldName, SEPARATOR } from "@/content/names";
import { errorCode } from "@/lib/log";
import { postWebhook } from "@/lib/webhook";

type Env = Record<string, string | undefined>;
/** How `npm run build` ended: `failedStep` names, in the team's words, the step that stopped it. */
export type BuildOutcome = { failedStep?: string };
// `warnings` (findings across entries that do not stop a build) is not returned by every version of the check.
type Checked = Awaited<ReturnType<typeof checkContent>>[number] & { warnings?: readonly Issue[] };

const MAX_ITEMS = 20;

/**
 * Tells the team at PUBLISH_WEBHOOK_URL what a build published, or why it published nothing. Never
 * throws and waits at most `timeoutMs` for the receiver: a message must not fail or hold up a build.
 */
export async function announce(
  root: string,
  outcome: BuildOutcome,
  { env = process.env as Env, timeoutMs = 5000 } = {},
) {
  const url = env.PUBLISH_WEBHOOK_URL?.trim();
  if (!url) return;
  const say = (what: string) => console.log(`Publish message ${what}.`);
  if (!/^https?:\/\//i.test(url)) return say("not sent: PUBLISH_WEBHOOK_URL is not an http(s) address");
  let text;
  try {
    text = await publishMessage(root, outcome, env);
  } catch (error) {
    text = `${headline(outcome.failedStep ? "failed" : "published", outcome.failedStep, env)} (no details: ${errorCode(error)})`;
  }
  try {
    const answered = await postWebhook(url, text, timeoutMs);
    say(answered ? "sent" : `not confirmed: the webhook did not answer within ${timeoutMs / 1000} s`);
  } catch (error) {
    // fetch's own error is "TypeError: fetch failed"; its cause says what (ECONNREFUSED, ENOTFOUND).
    say(`not sent: ${errorCode((error as { cause?: unknown }).cause ?? error)}`);
  }
}

/** The message itself: a headline, then what changed, the commit, and mistakes or warnings in the editor's names. */
export async function publishMessage(root: string, { failedStep }: BuildOutcome, env: Env = process.env) {
  const checked = (await checkContent(root)) as Checked[];
  const lines: string[] = [];
  if (failedStep) {
    const mistakes = checked.flatMap(({ file, data, error }) =>
      (error?.issues ?? []).map((issue) => inEditorWords(file, data, issue)),
    );
    for (const { file, error } of await checkImages(root))
      if (error && !mistakes.some((line) => line.includes(file))) mistakes.push(`The image ${file} ${error}`);
    if (mistakes.length)
      lines.push(
        headline("mistakes", failedStep, env),
        ...bullets(mistakes, ", listed in the host's build log"),
      );
    else lines.push(headline("failed", failedStep, env));
  } else {
    lines.push(headline("published", undefined, env));
  }
  lines.push(...changes(root, env), ...commit(root, env));
  const warnings = checked.flatMap(({ file, data, warnings = [] }) =>
    warnings.map((issue) => inEditorWords(file, data, issue)),
  );
  if (warnings.length) lines.push("Worth a look (these do not stop publishing):", ...bullets(warnings));
  return lines.join("\n");
}

function headline(kind: "published" | "mistakes" | "failed", step: string | undefined, env: Env) {
  // A Vercel preview deployment of a branch publishes nothing: the team reviews it before merging.
  const branch = env.VERCEL_ENV === "preview" ? (env.VERCEL_GIT_COMMIT_REF ?? "") : undefined;
  const site =
    branch === undefined ? env.SITE_URL : env.VERCEL_BRANCH_URL && `https://${env.VERCEL_BRANCH_URL}`;
  const subject = branch === undefined ? "" : `Preview of branch ${branch}: `;
  const unchanged =
    branch === undefined ? "The live site stays as it was." : "The live site is not affected.";
  if (kind === "published")
    return branch === undefined
      ? `Published${site ? ` to ${site}` : ""}.`
      : `${subject}ready${site ? ` at ${site}` : ""}. The live site changes once the branch is merged.`;
  if (kind === "mistakes")
    return `${subject}Not published: the content has mistakes. ${unchanged} Fix these in the editor and save again:`;
  return `${subject}Not published: the build failed while ${step}. ${unchanged} The host's build log says why.`;
}

/** As the editor names it: "About page, Search and sharing, Search title: must be 15-60 characters (content/pages/about.yaml)". */
function inEditorWords(file: string, data: unknown, issue: Issue) {
  const entry = entryOf(file, data);
  const field = entry
    ? fieldName(entry.schema, issue.path, data)
    : issue.path.length
      ? formatPath(issue.path)
      : "";
  const where = [entry?.label, field].filter(Boolean).join(SEPARATOR);
  // A YAML mistake's message goes on with an excerpt of the file: its first line names the line and column.
  return `${where ? `${where}: ` : ""}${issue.message.split("\n")[0]} (${file})`;
}

function bullets(items: string[], more = "") {
  const shown = items.slice(0, MAX_ITEMS).map((item) => `- ${item}`);
  if (items.length > MAX_ITEMS) shown.push(`- and ${items.length - MAX_ITEMS} more${more}`);
  return shown;
}

function git(root: string, ...args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return undefined;
  }
}

/**
 * The entries, images and code that changed: since the last successful deployment when Vercel says which
 * it was and the clone holds it, else in the latest commit; unknown without git history (a container build).
 */
function changes(root: string, env: Env): string[] {
  const previous = env.VERCEL_GIT_PREVIOUS_SHA?.trim();
  let base: string;
  let heading: string;
  if (previous && git(root, "cat-file", "-e", `${previous}^{commit}`) !== undefined) {
    base = previous;
    heading = "Changed since the last successful build:";
  } else if (git(root, "rev-parse", "--verify", "--quiet", "HEAD^")) {
    base = "HEAD^";
    heading = "Changed in the latest commit:";
  } else return ["Which entries changed is not known: this build has no git history."];
  const fields = (git(root, "diff", "--name-status", "--no-renames", "-z", base, "HEAD") ?? "").split("\0");
  const items: string[] = [];
  let code = 0;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [status, file] = [fields[i]!, fields[i + 1]!];
    const note = status === "A" ? " (new)" : status === "D" ? " (deleted)" : "";
    let label: string | undefined;
    if (file.startsWith("public/images/")) label = `an image: ${file}`;
    else if (file.startsWith("content/") && file.endsWith(".yaml")) {
      // A deleted entry is named as it was.
      const text = git(root, "show", `${status === "D" ? base : "HEAD"}:${file}`);
      label = entryOf(file, text === undefined ? undefined : safeYaml(text))?.label;
    }
    if (label) items.push(label + note);
    else code += 1;
  }
  if (code) items.push(`${code} file(s) of the site's code`);
  return items.length
    ? [heading, ...bullets(items)]
    : [`${heading} nothing (the same files were built again).`];
}

function safeYaml(text: string): unknown {
  try {
    return yaml.load(text);
  } catch {
    return undefined;
  }
}

/** "Commit 1a2b3c4: Update content/pages/about", from Vercel, the build's COMMIT_SHA and COMMIT_MESSAGE, or git. */
function commit(root: string, env: Env): string[] {
  const sha = (env.VERCEL_GIT_COMMIT_SHA || env.COMMIT_SHA || git(root, "rev-parse", "HEAD"))
    ?.trim()
    .slice(0, 7);
  const message = (
    env.VERCEL_GIT_COMMIT_MESSAGE ||
    env.COMMIT_MESSAGE ||
    git(root, "log", "-1", "--format=%s")
  )
    ?.trim()
    .split("\n")[0];
  if (!sha && !message) return [];
  return [`Commit${sha ? ` ${sha}` : ""}${message ? `: ${message}` : ""}`];
}
