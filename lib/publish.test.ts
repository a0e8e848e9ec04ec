/**
 * @jest-environment node
 *
 * The message the team gets when a build ends, read from a git repository made here: a copy of the
 * content with the commits a host would build.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { copyOfContent } from "@/content/test-copy";
import { announce, publishMessage } from "@/lib/publish";

const site = { SITE_URL: "https://www.arcline.example" };
let dir: string;
let first: string;
let last: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", ...args], {
    cwd: dir,
    encoding: "utf8",
  }).trim();
const write = (file: string, text: string) => {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), text);
};
const edit = (file: string, from: string, to: string) =>
  write(file, readFileSync(join(dir, file), "utf8").replace(from, to));

beforeAll(() => {
  dir = copyOfContent("publish-");
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-q", "-m", "Initial content");
  first = git("rev-parse", "HEAD");
  // A save of the About page, a project added with its photo, one deleted with its photo, and code.
  edit("content/pages/about.yaml", "title: Arcline Digital", "title: Arcline Digital Studio");
  const photo = "public/images/projects/juniper-bakery-website/image/src.svg";
  cpSync(join(dir, "public/images/projects/forma-design-system/image/src.svg"), join(dir, photo));
  write(
    "content/projects/juniper-bakery-website.yaml",
    readFileSync(join(dir, "content/projects/forma-design-system.yaml"), "utf8")
      .replace("title: Forma Design System", "title: Juniper Bakery Website")
      .replace("/images/projects/forma-design-system/", "/images/projects/juniper-bakery-website/"),
  );
  rmSync(join(dir, "content/projects/quartz-pay-ui-kit.yaml"));
  rmSync(join(dir, "public/images/projects/quartz-pay-ui-kit"), { recursive: true });
  write("app/page.tsx", "export default function Page() {}\n");
  git("add", "-A");
  git("commit", "-q", "-m", "Update content/pages/about");
  edit("content/pricing.yaml", "price: 300", "price: 320");
  git("commit", "-q", "-am", "Update content/pricing");
  last = git("rev-parse", "--short=7", "HEAD");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the message of a build that passed", () => {
  it("names every entry changed since the last successful build as the editor does, and the commit", async () => {
    expect(await publishMessage(dir, {}, { ...site, VERCEL_GIT_PREVIOUS_SHA: first })).toBe(
      [
        "Published to https://www.arcline.example.",
        "Changed since the last successful build:",
        "- About page",
        "- Pricing plans",
        "- Projects \u203a Juniper Bakery Website (new)",
        "- Projects \u203a Quartz Pay UI Kit (deleted)",
        "- an image: public/images/projects/juniper-bakery-website/image/src.svg (new)",
        "- an image: public/images/projects/quartz-pay-ui-kit/image/src.svg (deleted)",
        "- 1 file(s) of the site's code",
        `Commit ${last}: Update content/pricing`,
        // Translations are entries of their own: the team is told what the English changes left.
        "Worth a look (these do not stop publishing):",
        "- Projects (Español) \u203a juniper-bakery-website: is not translated into Español yet (content/es/projects/juniper-bakery-website.yaml)",
        "- Projects (Español) \u203a quartz-pay-ui-kit: translates content/projects/quartz-pay-ui-kit.yaml, which does not exist: it is not shown (content/es/projects/quartz-pay-ui-kit.yaml)",
      ].join("\n"),
    );
  });

  it.each([
    ["no last successful build is known", {}],
    ["the last successful build is older than the clone", { VERCEL_GIT_PREVIOUS_SHA: "0".repeat(40) }],
  ])("names what the latest commit changed when %s", async (_case, env) => {
    const message = await publishMessage(dir, {}, { ...site, ...env });
    expect(message).toContain("Changed in the latest commit:\n- Pricing plans\nCommit");
    expect(message).not.toContain("About page");
  });

  it("says so when the build has no git history, with the commit the container was given", async () => {
    const copy = copyOfContent("publish-nogit-");
    try {
      const message = await publishMessage(
        copy,
        {},
        { COMMIT_SHA: "1a2b3c4d5e", COMMIT_MESSAGE: "Update x" },
      );
      expect(message).toBe(
        "Published.\nWhich entries changed is not known: this build has no git history.\nCommit 1a2b3c4: Update x",
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("does not call a branch's preview published", async () => {
    const preview = {
      VERCEL_ENV: "preview",
      VERCEL_GIT_COMMIT_REF: "spring-prices",
      VERCEL_BRANCH_URL: "arcline-git-spring-prices.vercel.app",
    };
    expect((await publishMessage(dir, {}, { ...site, ...preview })).split("\n")[0]).toBe(
      "Preview of branch spring-prices: ready at https://arcline-git-spring-prices.vercel.app. The live site changes once the branch is merged.",
    );
  });

  it("names an empty portfolio as the editor does, and still publishes", async () => {
    const empty = copyOfContent("publish-empty-");
    for (const file of readdirSync(join(empty, "content/projects")))
      rmSync(join(empty, "content/projects", file));
    const message = await publishMessage(empty, {}, site);
    rmSync(empty, { recursive: true, force: true });
    expect(message.split("\n")[0]).toBe("Published to https://www.arcline.example.");
    expect(message).toContain(
      "\n- Projects: has no projects: the portfolio, the home page and the service pages show no work (content/projects/)",
    );
  });

  it("lists the check's warnings in the editor's words", async () => {
    // The home page's search title given to the pricing page too, as a save in the editor can.
    const pricing = readFileSync(join(dir, "content/pages/pricing.yaml"), "utf8");
    const homeTitle = /^ {2}title: (.+)$/m.exec(
      readFileSync(join(dir, "content/pages/home.yaml"), "utf8"),
    )![1]!;
    write("content/pages/pricing.yaml", pricing.replace(/^ {2}title: .+$/m, `  title: ${homeTitle}`));
    try {
      expect(await publishMessage(dir, {}, site)).toMatch(
        /\nWorth a look \(these do not stop publishing\):\n(- .+\n)*- Pricing page \u203a Search and sharing \u203a Search title: is the same as the search title of Home page in content\/pages\/home.yaml: each page needs its own \(content\/pages\/pricing.yaml\)\n(- .+\n)*- Projects \(Español\) \u203a juniper-bakery-website: /,
      );
    } finally {
      write("content/pages/pricing.yaml", pricing);
    }
  });
});

it("a build that failed after the content check names the step and sends the team to the build log", async () => {
  expect(
    (await publishMessage(dir, { failedStep: "building the pages (next build)" }, site)).split("\n")[0],
  ).toBe(
    "Not published: the build failed while building the pages (next build). The live site stays as it was. The host's build log says why.",
  );
});

describe("announce", () => {
  let texts: string[];
  let answer: boolean;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      texts.push((JSON.parse(body) as { text: string }).text);
      if (answer) response.end("ok");
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  let logged: string[];
  beforeEach(() => {
    texts = [];
    answer = true;
    logged = [];
    jest.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  it("posts the message of a good build to the team's webhook", async () => {
    await announce(dir, {}, { env: { ...site, PUBLISH_WEBHOOK_URL: url } });
    expect(texts).toEqual([await publishMessage(dir, {}, site)]);
    expect(logged).toEqual(["Publish message sent."]);
  });

  it("gives up on a webhook that never answers after its timeout, without failing", async () => {
    answer = false;
    const started = Date.now();
    await announce(dir, {}, { env: { ...site, PUBLISH_WEBHOOK_URL: url }, timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(logged).toEqual(["Publish message not confirmed: the webhook did not answer within 0.5 s."]);
  });
});
