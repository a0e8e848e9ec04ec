/** A content template with its `{name}` placeholders filled in (content/fields.ts `template`). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^}]*)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
