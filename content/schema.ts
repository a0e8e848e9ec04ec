import { z } from "zod";

/**
 * Schemas for everything under `content/`. Each content module parses its data with
 * `parseContent`, so a bad edit fails `next build` (and `npm run check:content`) with a
 * message naming the module and the field.
 */

const text = z.string().trim().min(1, "must not be empty");
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #ff5a36");
/** A file under `public/`, referenced from the site root. */
const publicPath = z
  .string()
  .regex(/^\/[a-z0-9][a-z0-9/._-]*\.(svg|png|jpg|webp)$/, "must be a path under public/, like /images/x.svg");
const externalUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });
const internalPath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path like /contact");

export const iconNames = ["code", "phone", "pen", "megaphone", "search", "chart"] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

export const projectCategories = ["WEBSITE", "DASHBOARD", "UI KIT", "E-COMMERCE STORE", "IOS APP"] as const;
export const projectCategorySchema = z.enum(projectCategories);
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

export const imageSchema = z.strictObject({
  src: publicPath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ImageAsset = z.infer<typeof imageSchema>;

export const heroBannerSchema = z.strictObject({
  page: text,
  title: text,
  description: text,
  button: text,
  color1: hexColor,
  color2: hexColor,
});
export type HeroBanner = z.infer<typeof heroBannerSchema>;

export const testimonialSchema = z.strictObject({
  name: text,
  company: text,
  role: text,
  image: imageSchema,
  quote: text.max(400, "must be at most 400 characters so the slide keeps its size"),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const serviceCardSchema = z.strictObject({
  icon: iconNameSchema,
  title: text,
  description: text,
  to: internalPath,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const workItemSchema = z.strictObject({
  category: projectCategorySchema,
  title: text,
  image: imageSchema,
  link: z.union([internalPath, externalUrl]),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const projectSchema = z.strictObject({
  title: text,
  category: projectCategorySchema,
  image: imageSchema,
  link: externalUrl,
});
export type Project = z.infer<typeof projectSchema>;

const textBlockSchema = z.strictObject({ title: text, description: text });
export type TextBlock = z.infer<typeof textBlockSchema>;

export const serviceSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

export const servicePageSchema = z.strictObject({
  data: heroBannerSchema.extend({ slug: serviceSlugSchema }),
  /** Short name used in menus, footer links and the "{page} Work" strip. */
  name: text,
  content: textBlockSchema,
  content2: textBlockSchema,
  content3: textBlockSchema,
  heading: text,
  cardSection: z.array(textBlockSchema).length(6, "must have exactly 6 cards"),
  projects: z.array(z.strictObject({ title: text, category: projectCategorySchema, image: imageSchema })),
  services: z.array(serviceCardSchema).length(3, "must list exactly 3 other services"),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

export const pricingPlanSchema = z.strictObject({
  title: z.enum(["Basic", "Premium", "Enterprise"]),
  price: z.number({ error: "must be a number (US dollars per month)" }).positive().finite(),
  features: z.array(text).min(1, "must list at least one feature"),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingGroupSchema = z.strictObject({
  id: serviceSlugSchema,
  title: text,
  description: text,
  plans: z.array(pricingPlanSchema).length(3, "must have Basic, Premium and Enterprise"),
});
export type PricingGroup = z.infer<typeof pricingGroupSchema>;

export const brandLogoSchema = z.strictObject({ name: text, image: imageSchema });
export type BrandLogo = z.infer<typeof brandLogoSchema>;

export const careerPositionSchema = z.strictObject({
  id: serviceSlugSchema,
  title: text,
  team: text,
  location: text,
  type: z.enum(["Full-time", "Part-time", "Contract"]),
  summary: text,
  responsibilities: z.array(text).min(1),
  requirements: z.array(text).min(1),
});
export type CareerPosition = z.infer<typeof careerPositionSchema>;

const pointSchema = z.strictObject({ title: text, description: text });

export const homeSchema = z.strictObject({
  hero: z.strictObject({ headline: text, highlight: text, tagline: text }),
  trustedBy: text,
  offer: z.strictObject({ label: text, title: text, description: text }),
  whyChooseUs: z.strictObject({ title: text, description: text, points: z.array(pointSchema).min(3).max(4) }),
  work: z.strictObject({ title: text, description: text }),
  testimonials: z.strictObject({ title: text, description: text }),
  cta: z.strictObject({ title: text, lines: z.tuple([text, text]) }),
  band: z.strictObject({ title: text, description: text }),
});
export type HomeCopy = z.infer<typeof homeSchema>;

export const pagesSchema = z.strictObject({
  banners: z.strictObject({
    portfolio: heroBannerSchema,
    pricing: heroBannerSchema,
    about: heroBannerSchema,
    careers: heroBannerSchema,
    testimonials: heroBannerSchema,
    contact: heroBannerSchema,
  }),
  home: homeSchema,
  portfolio: z.strictObject({ title: text, description: text }),
  pricing: z.strictObject({ title: text, description: text, note: text }),
  about: z.strictObject({
    company: z.strictObject({
      title: text,
      paragraphs: z.array(text).min(1),
      stats: z.array(z.strictObject({ value: text, label: text })).length(4),
    }),
    team: z.strictObject({
      title: text,
      paragraphs: z.array(text).min(1),
      members: z.array(z.strictObject({ name: text, role: text, image: imageSchema })).min(3),
    }),
    values: z.array(pointSchema).length(3),
  }),
  careers: z.strictObject({
    intro: text,
    perks: z.array(pointSchema).min(3),
    howToApply: z.strictObject({ title: text, steps: z.array(pointSchema).min(3), email: z.email() }),
  }),
  contact: z.strictObject({ title: text, description: text }),
});
export type PagesCopy = z.infer<typeof pagesSchema>;

export const siteSchema = z.strictObject({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  phone: z.strictObject({ display: text, e164: z.string().regex(/^\+[1-9][0-9]{6,14}$/) }),
  email: z.email(),
  address: z.strictObject({
    street: text,
    city: text,
    region: text,
    regionCode: text,
    postalCode: text,
    country: text,
    countryCode: z.string().length(2),
  }),
  /** Shown in the footer, e.g. "Wyoming, US". */
  headquarters: text,
  whatsappUrl: z.url({ protocol: /^https$/, hostname: /^wa\.me$/, error: "must be a https://wa.me/ link" }),
  social: z.strictObject({ instagram: externalUrl, facebook: externalUrl, linkedin: externalUrl }),
  foundingYear: z.number().int().min(1990).max(2100),
});
export type Site = z.infer<typeof siteSchema>;

/**
 * Parses `data` with `schema`; on failure throws an error naming the module and each field,
 * e.g. `content/services.ts: servicePages[2].data.title: must not be empty`.
 */
export function parseContent<S extends z.ZodType>(
  module: string,
  root: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(module, root, result.error.issues);
}

export class ContentError extends Error {
  constructor(module: string, root: string, issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${formatPath(root, issue.path)}: ${issue.message}`);
    super(`Invalid content in ${module}:\n${lines.join("\n")}`);
    this.name = "ContentError";
  }
}

function formatPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    const name = String(key);
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${out}.${name}` : `${out}[${JSON.stringify(name)}]`;
  }, root);
}
