import { config } from "@keystatic/core";
import { editorEntries } from "@/content/editor";

// The site's editor (/keystatic), made from content/model.ts. Saves go to the files on disk under
// `npm run dev`, or to the GitHub repository when NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO is set.
const { navigation, ...entries } = editorEntries();
const githubRepo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo as `${string}/${string}` } : { kind: "local" },
  ui: { brand: { name: "Arcline Digital" }, navigation },
  ...entries,
});
