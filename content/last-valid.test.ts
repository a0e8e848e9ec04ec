/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import type * as Content from "@/content";
import { copyOfContent } from "@/content/test-copy";

// Under `next dev` the dev server evaluates content/index.ts again after every save; a save that
// breaks a file must leave the pages the last content that loaded, and say what is wrong.
// As under `next dev`, where the content notice reads what the files are now.
jest.mock("@/content/dev-reload", () => jest.requireActual("@/content/dev-files"));

const cwd = process.cwd();
const env = process.env.NODE_ENV;
let tmp: string;

/** content/index.ts as the dev server evaluates it after a change. */
function evaluate(nodeEnv: string): typeof Content {
  let content!: typeof Content;
  (process.env as Record<string, string>).NODE_ENV = nodeEnv;
  jest.isolateModules(() => {
    content = jest.requireActual<typeof Content>("@/content");
  });
  return content;
}

beforeEach(() => {
  tmp = copyOfContent("last-valid-");
  process.chdir(tmp);
});
afterEach(() => {
  process.chdir(cwd);
  (process.env as Record<string, string | undefined>).NODE_ENV = env;
  delete (globalThis as { lastValidContent?: unknown }).lastValidContent;
  delete (globalThis as { contentCheck?: unknown }).contentCheck;
  fs.rmSync(tmp, { recursive: true, force: true });
});

const pricing = () => path.join(tmp, "content", "pricing.yaml");

describe("content that stops loading under next dev", () => {
  it("leaves the pages the last content that loaded, names the file and field, and clears once fixed", () => {
    const valid = evaluate("development");
    expect(valid.contentProblem).toBeUndefined();
    const original = fs.readFileSync(pricing(), "utf8");
    fs.writeFileSync(pricing(), original.replace(/price: \d+/, "price: -5"));

    const broken = evaluate("development");
    expect(broken.contentIn("en").pricingGroups).toEqual(valid.contentIn("en").pricingGroups);
    expect(broken.contentProblem).toContain("content/pricing.yaml");
    expect(broken.contentProblem).toContain("groups[0].plans.basic.price: must be at least 1");

    fs.writeFileSync(pricing(), original);
    expect(evaluate("development").contentProblem).toBeUndefined();
  });

  it("names a file broken after the last reload even when the dev server misses the change, and clears once fixed", () => {
    // The module as last loaded; the dev server's reload after the change never comes.
    const loaded = evaluate("development");
    expect(loaded.currentContentProblem()).toBeUndefined();
    const original = fs.readFileSync(pricing(), "utf8");
    fs.writeFileSync(pricing(), original.replace(/price: \d+/, "price: -5"));
    expect(loaded.currentContentProblem()).toContain("groups[0].plans.basic.price: must be at least 1");
    fs.writeFileSync(pricing(), original);
    fs.utimesSync(pricing(), new Date(), new Date(Date.now() + 1000));
    expect(loaded.currentContentProblem()).toBeUndefined();
  });

  it("still stops a build, which must not ship content it cannot read", () => {
    evaluate("development");
    fs.writeFileSync(pricing(), "groups: [");
    expect(() => evaluate("production")).toThrow("Invalid content in content/pricing.yaml");
  });
});
