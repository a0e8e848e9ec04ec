/** A mistake in one content file: each issue names the field, as `groups[1].plans.basic.price`. */
export type Issue = { path: readonly PropertyKey[]; message: string };

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly Issue[],
  ) {
    const lines = issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
    super(`Invalid content in ${file}:\n${lines.join("\n")}`);
    this.name = "ContentError";
  }
}

/** Every broken file at once, so one run of the check (or one dev-server error) names them all. */
export class ContentErrors extends Error {
  constructor(readonly errors: readonly ContentError[]) {
    super(errors.map((error) => error.message).join("\n"));
    this.name = "ContentError";
  }
}

/** `banner.title`, `groups[1].plans.basic.price`; the file itself is `(file)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    const name = String(key);
    const part = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    return out ? `${out}.${part}` : part;
  }, "");
}
