import { expect, test } from "./support/test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import yaml from "js-yaml";
import { ports } from "./support/processes";
import { copyProject, runNode, startGroup, stopAll } from "./support/project-copy";

/**
 * A language is one entry in content/languages.ts, its code in proxy.ts's matcher and its
 * content/{code}/ files (docs/how-to-change.md): added so to a copy of the project, with the Spanish
 * files as its content, French builds and is served at its own addresses, linked from the others.
 */

const root = resolve(__dirname, "..");
const port = ports(230).site;
const site = `http://127.0.0.1:${port}`;
const FRENCH_TITLE = "Une équipe souple, un travail soigné";

test.use({ viewport: { width: 1280, height: 800 } });
test.afterAll(stopAll);

test("a third language, one entry in the list and its files, builds and is served in its own language", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dir = copyProject(root, "arcline-language-");
  const data = mkdtempSync(join(tmpdir(), "arcline-language-data-"));
  const edit = (file: string, from: string | RegExp, to: string) => {
    const text = readFileSync(join(dir, file), "utf8");
    expect(text).toMatch(from);
    writeFileSync(join(dir, file), text.replace(from, to));
  };
  try {
    edit(
      "content/languages.ts",
      '  { code: "es", name: "Español", locale: "es_ES" },\n',
      '  { code: "es", name: "Español", locale: "es_ES" },\n  { code: "fr", name: "Français", locale: "fr_FR" },\n',
    );
    edit("proxy.ts", "(?:es(?:/|$))?", "(?:(?:es|fr)(?:/|$))?");
    cpSync(join(dir, "content/es"), join(dir, "content/fr"), { recursive: true });
    const about = join(dir, "content/fr/pages/about.yaml");
    const aboutPage = yaml.load(readFileSync(about, "utf8")) as { banner: { title: string } };
    aboutPage.banner.title = FRENCH_TITLE;
    writeFileSync(about, yaml.dump(aboutPage));

    const next = join(dir, "node_modules/next/dist/bin/next");
    const paths = "app/(site)/about/page.tsx,app/[lang]/about/page.tsx";
    const build = await runNode([next, "build", "--debug-build-paths", paths], dir);
    expect(build.code, build.output).toBe(0);
    expect((await runNode(["scripts/hash-inline-scripts.mjs"], dir)).code).toBe(0);
    cpSync(join(dir, "public"), join(dir, ".next/standalone/public"), { recursive: true });
    cpSync(join(dir, ".next/static"), join(dir, ".next/standalone/.next/static"), { recursive: true });
    const server = await startGroup(["scripts/start.mjs"], {
      cwd: dir,
      env: { HOST: "127.0.0.1", PORT: String(port), DATA_DIR: data },
      url: `${site}/about`,
      timeoutMs: 30_000,
    });
    try {
      const french = await page.goto(`${site}/fr/about`);
      expect(french!.status()).toBe(200);
      // Prerendered, so its policy carries its scripts' hashes, as every language's pages do.
      expect(french!.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(FRENCH_TITLE);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");
      const header = page.getByRole("banner");
      await expect(header.locator("a[hreflang]")).toHaveText(["English", "Español"]);

      await page.goto(`${site}/about`);
      await expect(page.getByRole("banner").locator("a[hreflang]")).toHaveText(["Español", "Français"]);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(4);
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
        "href",
        /\/fr\/about$/,
      );
      await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL(`${site}/fr/about`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});
