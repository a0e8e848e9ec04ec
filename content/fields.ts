import { z } from "zod";
import { cardScripts, undrawable } from "@/content/card-glyphs";

// Zod schemas whose `.meta()` carries what the editor shows: content/editor.tsx makes its fields from them.

declare module "zod" {
  interface GlobalMeta {
    label?: string;
    multiline?: boolean;
    imageFolder?: ImageFolder;
    /** The field of each list entry the editor names it by. */
    itemLabel?: string;
    /** A pattern field's message, so the editor and the build say the same. */
    patternMessage?: string;
    optionLabels?: Record<string, string>;
    /** How the editor shows a number (a year without a thousands separator). */
    numberFormat?: Intl.NumberFormatOptions;
    /** Text written again in each language (content/translation.ts); a name or number is not. */
    translated?: boolean;
    /** A list whose entry not yet translated is left out in that language, not its whole page. */
    eachEntryOnItsOwn?: boolean;
  }
}

type TextOptions = Omit<z.GlobalMeta, "label"> & { min?: number; translated?: boolean };

/** `max` is what the layout holds, in every language. */
export function text(label: string, max: number, { min = 1, translated = true, ...meta }: TextOptions = {}) {
  const why = min > 1 ? `${min}-${max} characters` : `at most ${max} characters`;
  return z
    .string()
    .regex(/\S/, "must not be empty")
    .min(min, `must be ${why}`)
    .max(max, `must be ${why}`)
    .meta({ label, ...meta, translated, patternMessage: "must not be empty" });
}

/** A name or code the same in every language: a person's, a company's, a street, a figure. */
export const sameInEveryLanguage = { translated: false } as const;

/** Text a preview card draws: only what its fonts have, or next/og would fetch a font at build. */
export function cardText(label: string, max: number, options?: TextOptions) {
  return text(label, max, options).check((ctx) => {
    const missing = undrawable(ctx.value);
    if (missing.length)
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        message: `is drawn on the preview card, which draws ${cardScripts} letters, digits and punctuation, not ${missing.join(" ")}`,
      });
  });
}

/** Text with `{name}` placeholders the page fills (lib/template.ts): each, and no other, or it shows braces. */
export function template(label: string, max: number, placeholders: readonly string[]) {
  const names = placeholders.map((name) => `{${name}}`).join(" and ");
  return text(label, max, { description: `${names} become the numbers or name the page shows.` })
    .refine((value) => placeholders.every((name) => value.includes(`{${name}}`)), `must contain ${names}`)
    .refine(
      (value) => [...value.matchAll(/\{([^}]*)\}/g)].every(([, name]) => placeholders.includes(name!)),
      `may contain only ${names} in braces`,
    );
}

export const paragraph = (label: string, max: number, description?: string) =>
  text(label, max, { multiline: true, description });

function pattern(regex: RegExp, message: string) {
  if (regex.flags) throw new Error("The editor matches patterns without flags");
  return (label: string, description?: string) =>
    z.string().regex(regex, message).meta({ label, description, patternMessage: message });
}

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slug = pattern(slugPattern, "must be lowercase words joined by hyphens");
export const color = pattern(/^#[0-9a-fA-F]{6}$/, "must be a colour like #ff5a36");
export const httpsUrl = pattern(
  /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/,
  "must be an https:// address",
);
export const email = pattern(
  new RegExp(z.regexes.email.source.replace(/^\^?/, "^")),
  "must be an email address",
);
export const whatsappUrl = pattern(
  /^https:\/\/wa\.me\/[0-9]+$/,
  "must be a https://wa.me/ link with the number",
);
export const phoneE164 = pattern(/^\+[1-9][0-9]{6,14}$/, "must be a number like +13075550142");
export const countryCode = pattern(/^[A-Z]{2}$/, "must be a two-letter country code like US");

export function integer(label: string, min: number, max: number, description?: string) {
  return z
    .int({ error: "must be a whole number" })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .meta({ label, description });
}

export function choice<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  optionLabels?: Record<T[number], string>,
) {
  return z.enum(options).meta({ label, optionLabels });
}

export function choices<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  description?: string,
  optionLabels?: Record<T[number], string>,
) {
  return z
    .array(z.enum(options).meta({ optionLabels }))
    .refine((list) => new Set(list).size === list.length, "must not name one twice")
    .meta({ label, description });
}

export const year = (label: string, min: number, max: number) =>
  integer(label, min, max).meta({ label, numberFormat: { useGrouping: false } });

export function checkbox(label: string, description?: string) {
  return z.boolean({ error: "must be true or false" }).meta({ label, description });
}

export function group<T extends z.ZodRawShape>(label: string, shape: T, description?: string) {
  return z.strictObject(shape).meta({ label, description });
}

type ListOptions = {
  min?: number;
  max: number;
  itemLabel?: string;
  description?: string;
  eachEntryOnItsOwn?: boolean;
};

export function list<T extends z.ZodType>(label: string, item: T, { min = 1, max, ...meta }: ListOptions) {
  const count = min === max ? `exactly ${min}` : `${min} to ${max}`;
  return z
    .array(item)
    .min(min, `must have ${count} entries`)
    .max(max, `must have ${count} entries`)
    .meta({ label, ...meta });
}

/** The most the site serves each folder's photos wide: twice the largest box each is shown in. */
export const imageFolders = { projects: 1200, avatars: 240, team: 640, brands: 360 } as const;
export type ImageFolder = keyof typeof imageFolders;

/** The largest box (CSS px) each folder's photos fill: the check refuses a smaller one, stretched there. */
export const imageBoxes: Record<ImageFolder, { width: number; height: number }> = {
  // The portfolio card at its widest, 4:3.
  projects: { width: 382, height: 287 },
  avatars: { width: 48, height: 48 },
  team: { width: 80, height: 80 },
  // A logo is 36 px tall and as wide as it is.
  brands: { width: 0, height: 36 },
};

/** A file under public/images/; whether it is an image the site serves, content/images.ts judges. */
export const imagePathPattern = /^\/images\/[A-Za-z0-9][A-Za-z0-9/._-]*$/;

export function image(label: string, folder: ImageFolder) {
  return group(label, {
    src: z
      .string()
      .regex(imagePathPattern, "must be a file under public/images/, like /images/team/x.png")
      .refine((src) => !src.includes(".."), "must not leave public/images/")
      // The editor shows and replaces only what is in the field's own folder.
      .refine(
        (src) => src.startsWith(`/images/${folder}/`),
        `must be in public/images/${folder}/, where the editor keeps this field's images`,
      )
      .meta({
        label,
        imageFolder: folder,
        description: "An SVG, PNG, JPEG or WebP file of any size; the site is sent a web-sized copy.",
      }),
    alt: text("Alternative text", 200, {
      description: "What the image shows, for people who cannot see it (read aloud by screen readers).",
    }),
  });
}

export type ImageAsset = { src: string; alt: string; width: number; height: number };

export type WithImages<T> = T extends { src: string; alt: string }
  ? ImageAsset
  : T extends readonly (infer U)[]
    ? WithImages<U>[]
    : T extends object
      ? { [K in keyof T]: WithImages<T[K]> }
      : T;
