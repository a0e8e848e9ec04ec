// Imported first by every script the README names: on an unsupported Node.js the site says
// so in one line, before anything loads better-sqlite3 (which crashes there, without a word).

/** The versions package.json's engines allow ("^22.12.0 || >=24.0.0"), as people read them. */
export const supported = "Node.js 22.12+ or 24+";

/** Why `version` (e.g. "20.20.2") cannot run the site, or undefined when it can. */
export function nodeProblem(version) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major >= 24 || (major === 22 && minor >= 12)) return undefined;
  return `This site needs ${supported}, and this is Node.js ${version}: install the version in .nvmrc (24).`;
}

const problem = nodeProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
