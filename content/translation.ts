import { z } from "zod";
import type { Issue } from "@/content/errors";

// A translation file (content/{code}/…yaml) holds only a file's translated text, in the same places:
// everything else (prices, colours, images, order) is the default language's, so it is edited once.
// A list whose entries have an anchor or a name matches them by it, so deleting or moving an English
// entry never puts one entry's translation on another; other lists match by position.

type Shape = Record<string, z.ZodType>;

const isText = (schema: z.ZodType) => schema instanceof z.ZodString && schema.meta()?.translated === true;

function holdsText(schema: z.ZodType): boolean {
  if (isText(schema)) return true;
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as Shape).some(holdsText);
  if (schema instanceof z.ZodArray) return holdsText(schema.element as z.ZodType);
  return false;
}

/** The field a list entry is known by in every language: its anchor, or a name that is not translated. */
function entryKeyOf(element: z.ZodType): string | undefined {
  if (!(element instanceof z.ZodObject)) return undefined;
  const shape = element.shape as Shape;
  if (shape.id instanceof z.ZodString) return "id";
  return Object.keys(shape).find(
    (key) => shape[key] instanceof z.ZodString && shape[key].meta()?.translated === false,
  );
}

const keyHelp = "The English entry's, by which this translation is matched: keep it as it is.";

/**
 * A file's schema cut to what a translator fills: its translated text, each field with its own
 * limits, and each list entry's key. `optional` makes every text optional (not yet translated).
 */
function cut(schema: z.ZodType, optional: boolean, key?: string): z.ZodType {
  if (isText(schema)) return optional ? schema.optional() : schema;
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as Shape).flatMap(([name, child]) =>
      name === key
        ? [[name, child.meta({ ...child.meta(), description: keyHelp })] as const]
        : holdsText(child)
          ? [[name, cut(child, optional)] as const]
          : [],
    );
    const object = z.strictObject(Object.fromEntries(shape)).meta(schema.meta() ?? {});
    return optional ? object.optional() : object;
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const array = z.array(cut(element, optional, entryKeyOf(element))).meta(schema.meta() ?? {});
    return optional ? array.optional() : array;
  }
  return schema;
}

/** What the editor shows a translator of a file: its translated text and each list entry's key. */
export const translatedPart = (schema: z.ZodType) => cut(schema, false);

/** A translation file's schema: that part with every text optional (not yet translated is not wrong). */
export const translationSchema = (schema: z.ZodType) => cut(schema, true);

/** A translation as the editor saves it, with a field left empty (not yet translated) left out. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value === "string") return value.trim() ? value : undefined;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => {
      const kept = withoutEmpty(child);
      return kept === undefined ? [] : [[key, kept]];
    }),
  );
}

export type Translated = {
  /** The file in the language: the translation's text over the default language's file. */
  value: unknown;
  /** Where a field is not translated yet: the page is then not published in that language. */
  missing: PropertyKey[][];
  /** Entries the default's file no longer has: left out, and the team told, so a deletion still publishes. */
  extra: Issue[];
  /** Where a field is not translated yet in a list whose entries go on their own: that entry is left out. */
  leftOut: PropertyKey[][];
};

/** The default language's parsed file with a parsed translation laid over it (translationSchema's). */
export function translate(value: unknown, translation: unknown, schema: z.ZodType): Translated {
  const missing: PropertyKey[][] = [];
  const extra: Issue[] = [];
  const leftOut: PropertyKey[][] = [];
  const over = (
    value: unknown,
    translation: unknown,
    schema: z.ZodType,
    at: PropertyKey[],
    untranslated: PropertyKey[][],
  ): unknown => {
    if (isText(schema)) {
      if (typeof translation === "string") return translation;
      untranslated.push(at);
      return value;
    }
    if (schema instanceof z.ZodObject && typeof value === "object" && value !== null) {
      const record = { ...(value as Record<string, unknown>) };
      const given = (translation ?? {}) as Record<string, unknown>;
      for (const [key, child] of Object.entries(schema.shape as Shape))
        if (holdsText(child)) record[key] = over(record[key], given[key], child, [...at, key], untranslated);
      return record;
    }
    if (schema instanceof z.ZodArray && Array.isArray(value)) {
      const element = schema.element as z.ZodType;
      const given = (Array.isArray(translation) ? translation : []) as Record<string, unknown>[];
      const key = entryKeyOf(element);
      if (!key) {
        if (given.length > value.length)
          extra.push({
            path: at,
            message: `has ${given.length} entries and the English ${value.length}: the last ${given.length - value.length} are not shown`,
          });
        return value.map((item, i) => over(item, given[i], element, [...at, i], untranslated));
      }
      const keys = value.map((item) => (item as Record<string, unknown>)[key]);
      given.forEach((entry, i) => {
        if (!keys.includes(entry?.[key]))
          extra.push({
            path: [...at, i],
            message: `translates ${String(entry?.[key])}, which the English list does not have: it is not shown`,
          });
      });
      const entries = value.map((item, i) => {
        const lacks: PropertyKey[][] = [];
        const translated = given.find((entry) => entry?.[key] === keys[i]);
        return { entry: over(item, translated, element, [...at, i], lacks), lacks };
      });
      const whole = entries.filter(({ lacks }) => lacks.length === 0);
      // An entry not yet translated is left out, while the others still make the list its minimum.
      const onItsOwn =
        schema.meta()?.eachEntryOnItsOwn &&
        whole.length >= (z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }).minItems ?? 0);
      for (const { lacks } of entries) (onItsOwn ? leftOut : untranslated).push(...lacks);
      return (onItsOwn ? whole : entries).map(({ entry }) => entry);
    }
    return value;
  };
  return { value: over(value, translation, schema, [], missing), missing, extra, leftOut };
}
