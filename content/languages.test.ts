/**
 * A language is one entry in content/languages.ts and its content/{code}/ files: with a third
 * language added from a fixture, the loader reads its files and the check names what it lacks.
 */
import fs from "node:fs";
import path from "node:path";
import type * as Check from "@/content/check";
import type * as Languages from "@/content/languages";
import type * as Load from "@/content/load";
import { loadContent, type InLanguage } from "@/content/load";
import { copyOfContent } from "@/content/test-copy";

let tmp: string;
beforeEach(() => {
  tmp = copyOfContent("languages-test-");
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The loader and the check as they are with French added to the languages. */
async function withFrench() {
  let loaded: [typeof Load, typeof Check] | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock("@/content/languages", () => {
      const real = jest.requireActual<typeof Languages>("@/content/languages");
      const languages = [...real.languages, { code: "fr", name: "Français", locale: "fr_FR" }];
      return { ...real, languages, translations: [...real.translations, "fr"] };
    });
    loaded = await Promise.all([import("@/content/load"), import("@/content/check")]);
  });
  const [{ readAll }, { checkContent }] = loaded!;
  return { readAll, checkContent };
}

it("reads a third language's files, laid over the English, and names each entry it lacks", async () => {
  const file = path.join(tmp, "content/fr/pages/contact.yaml");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.cpSync(path.join(tmp, "content/es/pages/contact.yaml"), file);
  const { readAll, checkContent } = await withFrench();

  const { files, complete } = (readAll(tmp).inLanguages as Record<string, InLanguage>).fr!;
  expect([...complete]).toEqual(["contact"]);
  const english = loadContent(tmp).contact;
  expect(files.contact.banner.color1).toBe(english.banner.color1);
  expect(files.contact.banner.title).not.toBe(english.banner.title);

  const french = (await checkContent(tmp)).filter(({ file }) => file.startsWith("content/fr/"));
  expect(french).toHaveLength(17 + 6 + 15);
  expect(french.find(({ file }) => file === "content/fr/pages/about.yaml")?.warnings).toEqual([
    { path: [], message: "is not translated into Français yet" },
  ]);
  expect(french.find(({ file }) => file === "content/fr/pages/contact.yaml")?.warnings).toEqual([]);
});
