/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { judgeSave } from "@/content/saves";
import { copyOfContent } from "@/content/test-copy";

// An editor save as the editor posts it (the files it writes), judged against a copy of the
// project before anything is written.
let tmp: string;
beforeAll(() => {
  tmp = copyOfContent("saves-");
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Entry = {
  groups: { title: string; plans: { price: number }[] }[];
  image: { src: string };
  title: string;
  category: string;
};
const read = (file: string) => yaml.load(fs.readFileSync(path.join(tmp, file), "utf8")) as Entry;
const asYaml = (file: string, data: unknown) => ({ path: file, contents: Buffer.from(yaml.dump(data)) });
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();

describe("an editor save", () => {
  it("goes through when the files it writes are valid", async () => {
    const pricing = read("content/pricing.yaml");
    (pricing.groups[0]!.plans[0] as { price: number }).price = 345;
    expect(await judgeSave(tmp, [asYaml("content/pricing.yaml", pricing)], [])).toEqual([]);
  });

  it("is refused when plans were dragged out of order, naming them as the editor does", async () => {
    const pricing = read("content/pricing.yaml");
    const plans = pricing.groups[1]!.plans;
    pricing.groups[1]!.plans = [plans[1]!, plans[0]!, plans[2]!];
    expect(await judgeSave(tmp, [asYaml("content/pricing.yaml", pricing)], [])).toEqual([
      `Pricing plans › Groups › ${pricing.groups[1]!.title} › Plans: must be Basic, Premium and Enterprise, in that order.`,
    ]);
  });

  it.each<[string, string, () => Promise<Buffer>, string]>([
    [
      "a GIF",
      "src.gif",
      () =>
        sharp({ create: { width: 800, height: 600, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      "is a GIF file; the site shows PNG, JPEG, WebP or SVG images",
    ],
    [
      "a damaged JPEG",
      "src.jpg",
      async () => (await photo(800, 600)).subarray(0, 300),
      "is damaged: its pixels do not open as an image",
    ],
    [
      "a photo too small for its card",
      "src.jpg",
      () => photo(10, 10),
      "is 10 x 10 pixels, smaller than the 382 x 287 px it is shown at: use a larger photo",
    ],
  ])("with %s as a project's photo is refused, naming the upload", async (_kind, name, make, message) => {
    const file = "content/projects/forma-design-system.yaml";
    const project = read(file);
    const image = `public/images/projects/forma-design-system/image/${name}`;
    project.image.src = image.slice("public".length);
    const problems = await judgeSave(
      tmp,
      [asYaml(file, project), { path: image, contents: await make() }],
      [],
    );
    expect(problems).toEqual([`The uploaded image ${name} ${message}.`]);
  });

  it("names a project by its title and a field by its label", async () => {
    const file = "content/projects/forma-design-system.yaml";
    const project = read(file);
    project.category = "APP";
    const [problem] = await judgeSave(tmp, [asYaml(file, project)], []);
    expect(problem).toMatch(new RegExp(`^Projects › ${project.title} › Category: Invalid option`));
  });

  it("is refused for a preview card heading with characters the card cannot draw, but not for any script it can", async () => {
    const home = read("content/pages/home.yaml") as unknown as { seo: { card: { heading: string } } };
    home.seo.card.heading = "Łódź, Αθήνα, Київ, Hà Nội: one senior team";
    expect(await judgeSave(tmp, [asYaml("content/pages/home.yaml", home)], [])).toEqual([]);
    home.seo.card.heading = "Growth 🚀 for 品牌";
    expect(await judgeSave(tmp, [asYaml("content/pages/home.yaml", home)], [])).toEqual([
      "Home page › Search and sharing › Preview card › Heading: the preview card cannot draw 🚀 品 牌: use letters, digits and punctuation.",
    ]);
  });

  it("is judged on what it writes only, so a file broken elsewhere does not stop it", async () => {
    fs.appendFileSync(path.join(tmp, "content/site.yaml"), "tagline: [\n");
    const pricing = read("content/pricing.yaml");
    expect(await judgeSave(tmp, [asYaml("content/pricing.yaml", pricing)], [])).toEqual([]);
  });
});
