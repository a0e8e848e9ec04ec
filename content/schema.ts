import { z } from "zod";

/**
 * What each file under `content/` may hold. The loader (content/load.ts) parses every file
 * with these schemas, so a bad edit fails `next build`, `npm run check:content` and the tests
 * with a message naming the file and the field. The editor (keystatic.config.ts) offers the
 * same fields with the same limits; content/editor.test.ts proves the two agree.
 */

/** Limits shared with the editor's field definitions. */
export const limits = {
  /** A quote longer than this no longer fits its slide. */
  quote: 400,
  /** Largest image file the site accepts, in bytes. */
  imageBytes: 500 * 1024,
  testimonials: 6,
  services: 6,
  projects: 15,
  homeWork: 4,
  pricingGroups: 3,
  serviceCards: 6,
  otherServices: 3,
} as const;

/** Text the editor and the schemas both refuse when empty or only spaces. */
export const notBlank = /\S/;
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;
export const imagePathPattern = /^(?!.*\.\.)\/images\/[A-Za-z0-9][A-Za-z0-9/._-]*\.(svg|png|jpe?g|webp)$/i;
export const httpsUrlPattern = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/;
export const whatsappUrlPattern = /^https:\/\/wa\.me\/[0-9]+$/;
export const phonePattern = /^\+[1-9][0-9]{6,14}$/;
export const countryCodePattern = /^[A-Z]{2}$/;
/** zod's own email rule, so the editor checks addresses the same way. */
export const emailPattern = z.regexes.email;

const text = z.string().regex(notBlank, "must not be empty");
const hexColor = z.string().regex(hexColorPattern, "must be a colour like #ff5a36");
const externalUrl = z.string().regex(httpsUrlPattern, "must be an https:// address");
const email = z.string().regex(emailPattern, "must be an email address");
const slug = z.string().regex(slugPattern, "must be lowercase words joined by hyphens");

export const iconNames = ["code", "phone", "pen", "megaphone", "search", "chart"] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

export const projectCategories = ["WEBSITE", "DASHBOARD", "UI KIT", "E-COMMERCE STORE", "IOS APP"] as const;
export const projectCategorySchema = z.enum(projectCategories);
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

export const planTitles = ["Basic", "Premium", "Enterprise"] as const;
export const positionTypes = ["Full-time", "Part-time", "Contract"] as const;

/** An image as a file holds it: a file under public/images/ and its text alternative. */
export const imageFileSchema = z.strictObject({
  src: z.string().regex(imagePathPattern, "must be an image under public/images/, like /images/team/x.png"),
  alt: text,
});

/** An image as pages get it: the loader adds the file's own width and height. */
export type ImageAsset = z.infer<typeof imageFileSchema> & { width: number; height: number };

export const heroBannerSchema = z.strictObject({
  page: text,
  title: text,
  description: text,
  button: text,
  color1: hexColor,
  color2: hexColor,
});
export type HeroBanner = z.infer<typeof heroBannerSchema>;

const textBlockSchema = z.strictObject({ title: text, description: text });
export type TextBlock = z.infer<typeof textBlockSchema>;
const pointSchema = textBlockSchema;

/** content/site.yaml */
export const siteSchema = z.strictObject({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  phone: z.strictObject({
    display: text,
    e164: z.string().regex(phonePattern, "must be a number like +13075550142"),
  }),
  email,
  address: z.strictObject({
    street: text,
    city: text,
    region: text,
    regionCode: text,
    postalCode: text,
    country: text,
    countryCode: z.string().regex(countryCodePattern, "must be a two-letter country code like US"),
  }),
  /** Shown in the footer, e.g. "Wyoming, US". */
  headquarters: text,
  whatsappUrl: z.string().regex(whatsappUrlPattern, "must be a https://wa.me/ link with the number"),
  social: z.strictObject({ instagram: externalUrl, facebook: externalUrl, linkedin: externalUrl }),
  foundingYear: z.int({ error: "must be a whole number" }).min(1990).max(2100),
});
export type Site = z.infer<typeof siteSchema>;

/** content/projects/{slug}.yaml: one card of /portfolio. */
export const projectFileSchema = z.strictObject({
  title: text,
  category: projectCategorySchema,
  image: imageFileSchema,
  link: externalUrl,
});

/** content/services/{slug}.yaml: one service page and its card on the home page. */
export const serviceFileSchema = z.strictObject({
  /** Short name used in menus, footer links and the "{page} Work" strip. */
  name: text,
  banner: heroBannerSchema,
  card: z.strictObject({ icon: iconNameSchema, title: text, description: text }),
  content: textBlockSchema,
  content2: textBlockSchema,
  content3: textBlockSchema,
  heading: text,
  cardSection: z.array(textBlockSchema).length(limits.serviceCards, "must have exactly 6 cards"),
  projects: z.array(slug),
  otherServices: z.array(slug).length(limits.otherServices, "must list exactly 3 other services"),
});

/** content/testimonials.yaml */
export const testimonialFileSchema = z.strictObject({
  name: text,
  company: text,
  role: text,
  image: imageFileSchema,
  quote: text.max(limits.quote, "must be at most 400 characters so the slide keeps its size"),
});
export const testimonialsFileSchema = z.strictObject({
  testimonials: z
    .array(testimonialFileSchema)
    .length(limits.testimonials, "must list exactly 6 testimonials"),
});

export const pricingPlanSchema = z.strictObject({
  title: z.enum(planTitles),
  price: z.int({ error: "must be a whole number of US dollars per month" }).min(1, "must be at least 1"),
  features: z.array(text).min(1, "must list at least one feature"),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingGroupSchema = z.strictObject({
  id: slug,
  title: text,
  description: text,
  plans: z
    .array(pricingPlanSchema)
    .length(planTitles.length, "must have Basic, Premium and Enterprise")
    .refine(
      (plans) => plans.every((plan, i) => plan.title === planTitles[i]),
      "must be Basic, Premium and Enterprise, in that order",
    ),
});
export type PricingGroup = z.infer<typeof pricingGroupSchema>;

/** content/pricing.yaml */
export const pricingFileSchema = z.strictObject({
  groups: z
    .array(pricingGroupSchema)
    .length(limits.pricingGroups, "must list the Website, SEO and Digital marketing groups"),
});

const brandLogoFileSchema = z.strictObject({ name: text, image: imageFileSchema });
const brandRow = z.array(brandLogoFileSchema).min(1, "must list at least one logo");
/** content/brands.yaml: the two logo strips of the home page. */
export const brandsFileSchema = z.strictObject({ firstRow: brandRow, secondRow: brandRow });

export const careerPositionSchema = z.strictObject({
  id: slug,
  title: text,
  team: text,
  location: text,
  type: z.enum(positionTypes),
  summary: text,
  responsibilities: z.array(text).min(1, "must list at least one responsibility"),
  requirements: z.array(text).min(1, "must list at least one requirement"),
});
export type CareerPosition = z.infer<typeof careerPositionSchema>;

/** content/careers.yaml */
export const careersFileSchema = z.strictObject({
  positions: z
    .array(careerPositionSchema)
    .min(1, "must list at least one position (say so on the page instead if hiring is paused)"),
});

/** content/pages/home.yaml */
export const homeSchema = z.strictObject({
  hero: z.strictObject({ headline: text, highlight: text, tagline: text }),
  trustedBy: text,
  offer: z.strictObject({
    label: text,
    title: text,
    description: text,
    /** Every service once: the order of the cards, the menus and the footer. */
    services: z.array(slug).length(limits.services, "must list the 6 services"),
  }),
  whyChooseUs: z.strictObject({
    title: text,
    description: text,
    points: z.array(pointSchema).min(3, "must list 3 or 4 points").max(4, "must list 3 or 4 points"),
    link: text,
  }),
  work: z.strictObject({
    title: text,
    description: text,
    projects: z.array(slug).length(limits.homeWork, "must list exactly 4 projects"),
    moreLabel: text,
    readMore: text,
  }),
  testimonials: z.strictObject({ title: text, description: text }),
  cta: z.strictObject({
    title: text,
    lines: z.tuple([text, text], { error: "must have exactly 2 lines" }),
    contactLabel: text,
    careersLabel: text,
  }),
  band: z.strictObject({ title: text, description: text }),
});
export type HomeCopy = z.infer<typeof homeSchema>;

/** content/pages/portfolio.yaml */
export const portfolioPageSchema = z.strictObject({
  banner: heroBannerSchema,
  title: text,
  description: text,
  /** Every project once, in the order of the grid. */
  projects: z.array(slug).length(limits.projects, "must list exactly 15 projects"),
});

/** content/pages/pricing.yaml */
export const pricingPageSchema = z.strictObject({
  banner: heroBannerSchema,
  title: text,
  description: text,
  note: text,
});

/** content/pages/about.yaml */
export const aboutPageSchema = z.strictObject({
  banner: heroBannerSchema,
  company: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1, "must have at least one paragraph"),
    stats: z.array(z.strictObject({ value: text, label: text })).length(4, "must have exactly 4 figures"),
  }),
  team: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1, "must have at least one paragraph"),
    members: z
      .array(z.strictObject({ name: text, role: text, image: imageFileSchema }))
      .min(3, "must show at least 3 people"),
  }),
  values: z.array(pointSchema).length(3, "must have exactly 3 values"),
});

/** content/pages/careers.yaml */
export const careersPageSchema = z.strictObject({
  banner: heroBannerSchema,
  intro: text,
  perks: z.array(pointSchema).min(3, "must list at least 3 perks"),
  howToApply: z.strictObject({
    title: text,
    steps: z.array(pointSchema).min(3, "must list at least 3 steps"),
    email,
  }),
  positionsTitle: text,
  responsibilitiesTitle: text,
  requirementsTitle: text,
  applyLabel: text,
  perksTitle: text,
});

/** content/pages/testimonials.yaml */
export const testimonialsPageSchema = z.strictObject({ banner: heroBannerSchema });

/** content/pages/contact.yaml */
export const contactPageSchema = z.strictObject({ banner: heroBannerSchema, title: text, description: text });

/** content/pages/not-found.yaml: the 404 page, at any address and at an unknown service address. */
export const notFoundPageSchema = z.strictObject({
  label: text,
  page: z.strictObject({ title: text, description: text, heading: text, lead: text, linkLabel: text }),
  service: z.strictObject({ title: text, heading: text, lead: text }),
  servicesTitle: text,
});
export type NotFoundCopy = z.infer<typeof notFoundPageSchema>;

/** content/pages/form-results.yaml: where a form posted without JavaScript lands. */
export const formResultsSchema = z.strictObject({
  received: z.strictObject({ pageTitle: text, label: text, title: text, description: text }),
  notSent: z.strictObject({ pageTitle: text, label: text, description: text }),
  homeLink: text,
  contactLink: text,
});
export type FormResultsCopy = z.infer<typeof formResultsSchema>;

/** content/footer.yaml */
export const footerSchema = z.strictObject({
  newsletter: z.strictObject({
    title: text,
    description: text,
    label: text,
    placeholder: text,
    submit: text,
  }),
  sections: z.strictObject({ company: text, services: text, social: text, headquarters: text }),
  headquartersLabel: text,
  rights: text,
});
export type FooterCopy = z.infer<typeof footerSchema>;

// --- What pages get: the files with references resolved and image sizes added. ---

export type Project = Omit<z.infer<typeof projectFileSchema>, "image"> & { image: ImageAsset };
export type WorkItem = Project;
export type Testimonial = Omit<z.infer<typeof testimonialFileSchema>, "image"> & { image: ImageAsset };
export type BrandLogo = { name: string; image: ImageAsset };
export type ServiceCard = { icon: IconName; title: string; description: string; to: string };
export type ServicePage = {
  data: HeroBanner & { slug: string };
  name: string;
  content: TextBlock;
  content2: TextBlock;
  content3: TextBlock;
  heading: string;
  cardSection: TextBlock[];
  projects: Pick<Project, "title" | "category" | "image">[];
  services: ServiceCard[];
};
type About = z.infer<typeof aboutPageSchema>;
export type PagesCopy = {
  banners: Record<"portfolio" | "pricing" | "about" | "careers" | "testimonials" | "contact", HeroBanner>;
  home: HomeCopy;
  portfolio: { title: string; description: string };
  pricing: { title: string; description: string; note: string };
  about: {
    company: About["company"];
    team: Omit<About["team"], "members"> & { members: { name: string; role: string; image: ImageAsset }[] };
    values: About["values"];
  };
  careers: Omit<z.infer<typeof careersPageSchema>, "banner">;
  contact: { title: string; description: string };
};

export class ContentError extends Error {
  constructor(
    readonly file: string,
    issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    const lines = issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
    super(`Invalid content in ${file}:\n${lines.join("\n")}`);
    this.name = "ContentError";
  }
}

/** `banner.title`, `groups[1].plans[0].price`; the file itself is `(file)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    const name = String(key);
    const part = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    return out ? `${out}.${part}` : part;
  }, "");
}
