import { FieldMessage } from "@keystar/ui/field";
import { Text } from "@keystar/ui/typography";
import { collection, fields, singleton, type Collection, type ComponentSchema } from "@keystatic/core";
import type { ReactNode } from "react";
import { z } from "zod";
import { formatPath } from "@/content/errors";
import { slugPattern } from "@/content/fields";
import { ImageInput } from "@/content/image-input";
import { NumberInput } from "@/content/number-input";
import { defaultLanguage, languages } from "@/content/languages";
import { collections, singletons } from "@/content/model";
import { translatedPart } from "@/content/translation";

// The editor's fields, made from the content model's zod schemas: labels and help from `.meta()`,
// limits from `z.toJSONSchema` (zod's public view of its checks), none stated here.

const metaOf = (schema: z.ZodType): z.GlobalMeta => schema.meta() ?? {};
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: "any" });

/**
 * @public content/editor.test.ts runs it in a Node of its own. `key` labels a field left without one.
 * In a translation (`translation`) a field may be left empty: it is then not translated yet.
 */
export function editorField(schema: z.ZodType, key: string, translation = false): ComponentSchema {
  const {
    label = key,
    description,
    multiline,
    imageFolder,
    itemLabel,
    patternMessage,
    numberFormat,
    translated,
  } = metaOf(schema);
  const json = jsonOf(schema);
  // A list entry's key (an anchor, a name) is required in a translation too.
  const translating = translation && (schema instanceof z.ZodString ? translated === true : true);

  if (schema instanceof z.ZodObject)
    return fields.object(fieldsOf(shapeOf(schema), translating), { label, description });
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    if (element instanceof z.ZodEnum)
      // Keystatic's own checks nothing: how many, and none twice, are the model's rules.
      return judged(fields.multiselect({ label, description, options: optionsOf(element) }), schema, label);
    return fields.array(editorField(element, "Entry", translating), {
      label,
      description,
      validation: { length: { min: translating ? 0 : json.minItems, max: json.maxItems } },
      itemLabel: (props) => entryLabel(element, props, itemLabel),
    });
  }
  if (schema instanceof z.ZodEnum) {
    const options = optionsOf(schema);
    return fields.select({ label, description, options, defaultValue: options[0]!.value });
  }
  if (schema instanceof z.ZodBoolean) return fields.checkbox({ label, description });
  if (schema instanceof z.ZodNumber) {
    const field = fields.integer({
      label,
      description,
      validation: { isRequired: true, min: json.minimum, max: json.maximum },
    });
    return numberFormat ? formatted(field, label, description, numberFormat) : field;
  }
  if (schema instanceof z.ZodString) {
    if (imageFolder) {
      const field = fields.image({
        label,
        description,
        directory: `public/images/${imageFolder}`,
        publicPath: `/images/${imageFolder}/`,
        validation: { isRequired: true },
      });
      return {
        ...field,
        Input: (props: Parameters<typeof field.Input>[0]) => (
          <ImageInput {...props} label={label} description={description} folder={imageFolder} />
        ),
      };
    }
    const field = fields.text({
      label,
      description,
      multiline,
      validation: {
        length: { min: translating ? 0 : Math.max(json.minLength ?? 1, 1), max: json.maxLength },
        ...(json.pattern && !translating
          ? { pattern: { regex: new RegExp(json.pattern), message: `${label} ${patternMessage}` } }
          : {}),
      },
    });
    // Keystatic's checks allow an empty translation, so the model's minimum and pattern are said here.
    const checked = translating ? new Set(["too_big"]) : keystaticChecks;
    return counted(judged(field, schema, label, checked, translating), json.maxLength, translating);
  }
  throw new Error(`The editor has no field for "${label}" (${schema.def.type})`);
}

/** What Keystatic's own text field checks and says (length, pattern), so it is not said twice. */
const keystaticChecks = new Set(["too_small", "too_big", "invalid_format"]);

/**
 * A field that also keeps the model's rules Keystatic's own does not check (placeholders, the
 * preview card's characters, a choice of exactly three), said under it as the team types. Keystatic
 * saves nothing while `validate` throws, in GitHub mode too, where no server of ours sees the save.
 */
function judged<F extends { validate: (value: never, ...rest: never[]) => unknown; Input: unknown }>(
  field: F,
  schema: z.ZodType,
  label: string,
  checked = new Set<string>(),
  emptyAllowed = false,
): F {
  const broken = (value: unknown) => {
    if (emptyAllowed && value === "") return undefined;
    const issue = schema.safeParse(value).error?.issues.find(({ code }) => !checked.has(code));
    return issue && `${label} ${issue.message}`;
  };
  const Base = field.Input as (props: { value: unknown }) => ReactNode;
  return {
    ...field,
    validate(value: never, ...rest: never[]) {
      const problem = broken(value);
      if (problem) throw new Error(problem);
      return field.validate(value, ...rest);
    },
    Input: (props: { value: unknown }) => {
      const problem = broken(props.value);
      return (
        <>
          <Base {...props} />
          <div aria-live="polite">{problem && <FieldMessage>{problem}</FieldMessage>}</div>
        </>
      );
    },
  };
}

/** A text field that says, as the team types, how many characters it holds of how many it may. */
/** The field's length as the team types; in a translation, an empty field is said to be not translated yet. */
function counted(
  field: ReturnType<typeof fields.text>,
  max?: number,
  translating = false,
): ReturnType<typeof fields.text> {
  if (max === undefined) return field;
  const Base = field.Input;
  return {
    ...field,
    Input: (props) => {
      // In UTF-16 units, as the rule (zod's max) counts: an emoji is two.
      const length = props.value.length;
      const over = length > max;
      const untranslated = translating && !props.value.trim();
      const count = `${length} of ${max} characters${over ? `: ${length - max} too many` : ""}`;
      return (
        <>
          <Base {...props} />
          <Text
            size="small"
            color={over ? "critical" : untranslated ? "caution" : "neutralSecondary"}
            marginTop="small"
          >
            {untranslated ? `Not translated yet · ${count}` : count}
          </Text>
        </>
      );
    },
  };
}

/** A whole number shown as the model formats it: a year as 2016, not 2,016. */
function formatted(
  field: ReturnType<typeof fields.integer>,
  label: string,
  description: string | undefined,
  formatOptions: Intl.NumberFormatOptions,
): ReturnType<typeof fields.integer> {
  return {
    ...field,
    Input: (props) => {
      let problem: string | undefined;
      try {
        field.validate(props.value);
      } catch (error) {
        problem = (error as Error).message;
      }
      const shown = { label, description, formatOptions, problem };
      return <NumberInput {...props} {...shown} />;
    },
  };
}

function optionsOf(schema: z.ZodEnum) {
  const labels = metaOf(schema).optionLabels ?? {};
  return (schema.options as string[]).map((value) => ({ label: labels[value] ?? value, value }));
}

/** What the editor hands a list's `itemLabel`: a field's value, an object's fields, a list's items. */
type Preview = { value?: unknown; fields?: Record<string, Preview>; elements?: Preview[] };

function valueOf(props: Preview): unknown {
  if (props.fields) return Object.fromEntries(Object.entries(props.fields).map(([k, v]) => [k, valueOf(v)]));
  if (props.elements) return props.elements.map(valueOf);
  return props.value;
}

// An entry's name and its mistake: the editor lets "Done" close an entry with a mistake, so the list
// itself says which entry to open. Uploads are checked on save.
/** @public content/editor.test.ts runs it in a Node of its own. */
export function entryLabel(schema: z.ZodType, props: unknown, field?: string): string {
  const value = valueOf(props as Preview);
  const name = field ? (value as Record<string, unknown>)[field] : value;
  const shown = typeof name === "string" && name.trim() ? name : "(empty)";
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path.at(-1) !== "src");
  return issue
    ? `${shown} ⚠ ${issue.path.length ? `${formatPath(issue.path)}: ` : ""}${issue.message}`
    : shown;
}

const yaml = { data: "yaml" } as const;
const shapeOf = (schema: z.ZodObject) => schema.shape as Record<string, z.ZodType>;
const fieldsOf = (shape: Record<string, z.ZodType>, translating = false): Record<string, ComponentSchema> =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, editorField(v, k, translating)]));

export function editorEntries() {
  const navigation: Record<string, string[]> = {};
  const entries = <E extends { section: string }, T>(
    table: Record<string, E>,
    make: (entry: E) => T,
    language?: (typeof languages)[number],
  ) =>
    Object.fromEntries(
      Object.entries(table).map(([key, entry]) => {
        const named = language ? `${key}-${language.code}` : key;
        (navigation[language?.name ?? entry.section] ??= []).push(named);
        return [named, make(entry)];
      }),
    );
  const singletonsIn = (language?: (typeof languages)[number]) =>
    entries(
      singletons,
      ({ label, file, schema }) =>
        singleton({
          label: language ? `${label} (${language.name})` : label,
          path: language ? `content/${language.code}/${file}` : `content/${file}`,
          format: yaml,
          schema: fieldsOf(shapeOf(language ? (translatedPart(schema) as z.ZodObject) : schema), !!language),
        }),
      language,
    );
  const collectionsIn = (language?: (typeof languages)[number]) =>
    entries(
      collections,
      (entry) => {
        const schema = language ? (translatedPart(entry.schema) as z.ZodObject) : entry.schema;
        const { [entry.slugField]: named, ...rest } = shapeOf(schema);
        const { label = entry.slugField, description, patternMessage } = metaOf(named!);
        const { minLength: min, maxLength: max, pattern } = jsonOf(named!);
        // The slug field's key is a string here, which Keystatic's types cannot check.
        type Named = Collection<Record<string, ComponentSchema>, string>;
        return collection<Record<string, ComponentSchema>, never>({
          label: language ? `${entry.label} (${language.name})` : entry.label,
          path: language ? `content/${language.code}/${entry.folder}/*` : `content/${entry.folder}/*`,
          format: yaml,
          slugField: entry.slugField,
          columns: language ? [entry.slugField] : entry.columns,
          schema: {
            [entry.slugField]: fields.slug({
              name: {
                label,
                description,
                validation: {
                  length: { min, max },
                  // Only spaces: a translation's empty title is not translated yet, the default's a mistake.
                  ...(pattern && !language
                    ? { pattern: { regex: new RegExp(pattern), message: `${label} ${patternMessage}` } }
                    : {}),
                },
              },
              slug: {
                label: "File name",
                description: language
                  ? `The file name of the project this translates, as its English entry shows it.`
                  : "Made from the title; only the editor's list shows it.",
                // As the loader reads a project's file name (content/load.ts).
                validation: {
                  pattern: {
                    regex: slugPattern,
                    message: "File name must be lowercase words joined by hyphens",
                  },
                },
              },
            }),
            ...fieldsOf(rest, !!language),
          },
        } as Named as never);
      },
      language,
    );
  // Each other language after the default's: the same entries' text, under content/{code}/.
  const others = languages.filter(({ code }) => code !== defaultLanguage);
  return {
    singletons: Object.assign(singletonsIn(), ...others.map(singletonsIn)),
    collections: Object.assign(collectionsIn(), ...others.map(collectionsIn)),
    navigation,
  };
}
