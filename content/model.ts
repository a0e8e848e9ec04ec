import { z } from "zod";
import {
  cardText,
  checkbox,
  choice,
  choices,
  color,
  countryCode,
  email,
  group,
  httpsUrl,
  image,
  integer,
  list,
  paragraph,
  sameInEveryLanguage,
  phoneE164,
  slug,
  template,
  text,
  whatsappUrl,
  year,
} from "@/content/fields";
import { pagePathOf } from "@/content/page-paths";
import { contactFields, subjects, type ContactFieldName, type Subject } from "@/content/contact-form.mjs";

// Every file under content/ with its fields' limits, labels and help, written once: the loader
// (content/load.ts) parses with these schemas and the editor (content/editor.tsx) is made from them.

/** The six service pages, fixed by the specification (`/services/{slug}`), as the editor names them. */
const serviceNames = {
  "web-development": "Web development",
  "mobile-app": "Mobile app",
  branding: "Branding",
  "digital-marketing": "Digital marketing",
  seo: "SEO",
  cro: "CRO",
} as const;
export type ServiceSlug = keyof typeof serviceNames;
export const serviceSlugs = Object.keys(serviceNames) as [ServiceSlug, ...ServiceSlug[]];

const iconNames = ["code", "phone", "pen", "megaphone", "search", "chart"] as const;
// What a project or position picks, kept in its file; each language's words for it are in common.yaml.
export const projectCategories = ["WEBSITE", "DASHBOARD", "UI KIT", "E-COMMERCE STORE", "IOS APP"] as const;
type ProjectCategory = (typeof projectCategories)[number];
/** The three plans of every group, in the order the page shows them, by their key in the file. */
const planTitles = { basic: "Basic", premium: "Premium", enterprise: "Enterprise" } as const;
export type PlanKey = keyof typeof planTitles;
export const planKeys = Object.keys(planTitles) as PlanKey[];
const positionTypes = ["Full-time", "Part-time", "Contract"] as const;
type PositionType = (typeof positionTypes)[number];

// --- Parts used by several files ---

const seo = group(
  "Search and sharing",
  {
    title: text("Search title", 60, {
      min: 15,
      description:
        "The blue link in search results and the browser tab: 15-60 characters, or results cut it off.",
    }),
    description: text("Search description", 160, {
      min: 70,
      multiline: true,
      description: "The text under the link in search results: 70-160 characters, or results cut it off.",
    }),
    card: group(
      "Preview card",
      {
        label: cardText("Label", 32, { description: "Small capitals above the heading." }),
        heading: cardText("Heading", 80, { description: "Set large; at most three lines." }),
        color1: color("Glow colour, top right"),
        color2: color("Glow colour, bottom left"),
      },
      "The 1200 x 630 image shown when the page's link is shared.",
    ),
  },
  "How the page appears in search results and when its link is shared.",
);

const banner = group("Banner at the top of the page", {
  page: text("Page name", 24, {
    description: "The small label above the title; also the page's name in breadcrumbs.",
  }),
  title: text("Title", 70),
  description: paragraph("Text", 260),
  button: text("Button label", 28),
  color1: color("Gradient colour 1"),
  color2: color("Gradient colour 2"),
});

const textBlock = (label: string, max = 900) =>
  group(label, { title: text("Title", 80), description: paragraph("Text", max) });
const points = (label: string, min: number, max: number) =>
  list(label, textBlock("Point", 300), { min, max, itemLabel: "title" });
const intro = { title: text("Title", 60), description: paragraph("Text", 300) };

// --- Files ---

const site = z.strictObject({
  name: cardText("Company name", 40, sameInEveryLanguage),
  legalName: text("Legal name", 80, sameInEveryLanguage),
  tagline: paragraph("Tagline", 160, "Shown under the logo in the footer."),
  description: paragraph(
    "Description for search engines",
    300,
    "What structured data tells search engines the company does (not shown on a page).",
  ),
  phone: group("Phone", {
    display: text("As shown", 32, { description: "e.g. +1 (307) 555-0142", ...sameInEveryLanguage }),
    e164: phoneE164("As dialled"),
  }),
  email: email("Email"),
  address: group("Address", {
    street: text("Street", 80, sameInEveryLanguage),
    city: text("City", 40),
    region: text("State or region", 40),
    regionCode: text("State or region code", 8, sameInEveryLanguage),
    postalCode: text("Postal code", 12, sameInEveryLanguage),
    country: text("Country", 40),
    countryCode: countryCode("Country code"),
  }),
  headquarters: text("Headquarters", 40, { description: 'Shown in the footer, e.g. "Wyoming, US".' }),
  whatsappUrl: whatsappUrl("WhatsApp link"),
  social: group("Social profiles", {
    instagram: httpsUrl("Instagram"),
    facebook: httpsUrl("Facebook"),
    linkedin: httpsUrl("LinkedIn"),
  }),
  foundingYear: year("Founding year", 1990, 2100),
});

const common = z.strictObject({
  menu: group("Menus", {
    home: text("Home", 20),
    services: text("Services", 20),
    portfolio: text("Portfolio", 20),
    about: text("About us", 20),
    pricing: text("Pricing", 20),
    contact: text("Contact", 20),
    careers: text("Careers", 20),
    testimonials: text("Testimonials", 20),
    openMenu: text("Open the menu (for screen readers)", 40),
    closeMenu: text("Close the menu (for screen readers)", 40),
  }),
  goHome: text("Link home at the end of pages", 24),
  goHomeFromService: text("Service pages: link home", 24),
  goToTop: text("Back-to-top button", 24),
  showMore: text("Portfolio: show all projects", 24),
  showLess: text("Portfolio: show fewer projects", 24),
  view: text("Portfolio card link", 16),
  choosePlan: text("Pricing: plan button", 24),
  perMonth: text("Pricing: after the price", 16),
  otherServices: text("Service pages: other services heading", 40),
  workSuffix: text("Service pages: after the service name above its projects", 16, {
    description: 'e.g. "Work" makes "Branding Work".',
  }),
  learnMore: text("Service cards: link", 24),
  projectCount: template("Portfolio: count above the button", 60, ["shown", "total"]),
  categories: group(
    "Project categories",
    Object.fromEntries(projectCategories.map((category) => [category, text(category, 20)])) as Record<
      ProjectCategory,
      z.ZodString
    >,
    "How each category a project picks is shown on its card.",
  ),
  planNames: group(
    "Pricing: plan names",
    Object.fromEntries(planKeys.map((key) => [key, text(planTitles[key], 20)])) as Record<
      PlanKey,
      z.ZodString
    >,
  ),
  positionTypes: group(
    "Careers: kinds of position",
    Object.fromEntries(positionTypes.map((type) => [type, text(type, 20)])) as Record<
      PositionType,
      z.ZodString
    >,
    "How each kind a position picks is shown on its card.",
  ),
  screenReader: group(
    "Read aloud by screen readers",
    {
      skipToContent: text("First link of every page, past the menus", 40),
      mainMenu: text("The main menu's name", 30),
      logoLink: template("The logo, a link to the home page", 60, ["company"]),
      newTab: text("After a link that opens in a new tab", 40),
      whatsapp: text("The WhatsApp button", 60),
      closeMessage: text("A message's close button", 40),
      previousQuote: text("Quotes: previous", 40),
      nextQuote: text("Quotes: next", 40),
      quoteOf: template("Quotes: which one is shown", 40, ["number", "total"]),
    },
    "Words the page does not show, for people who hear it read aloud.",
  ),
});

const formAnswers = {
  received: paragraph("Answer when the agency received it", 160),
  stored: paragraph("Answer when it is saved to be sent on", 160),
};
const emailForm = (label: string) =>
  group(label, {
    label: text("Form name (for screen readers)", 60),
    placeholder: text("Placeholder", 30),
    submit: text("Button", 16),
    ...formAnswers,
  });

type Placeheld = {
  [K in ContactFieldName]: (typeof contactFields)[K] extends { placeholder: number } ? K : never;
}[ContactFieldName];

const subjectChoices = group(
  "Subject choices",
  Object.fromEntries(subjects.map((s) => [s, text(s, 30)])) as Record<Subject, z.ZodString>,
  "What the visitor reads; the agency is always sent the subject named in each label.",
);

/**
 * Each contact-form field's label, its placeholder where it has one, and after the choice its
 * choices, in the form's order (content/contact-form.mjs).
 */
function contactFieldCopy() {
  const copy: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(contactFields)) {
    copy[name] = text(`${field.editorName} label`, 30);
    if ("placeholder" in field)
      copy[`${name}Placeholder`] = text(`${field.editorName} placeholder`, field.placeholder);
    if (field.input === "choice") copy.subjects = subjectChoices;
  }
  return copy as Record<ContactFieldName | `${Placeheld}Placeholder`, z.ZodString> & {
    subjects: typeof subjectChoices;
  };
}

const forms = z.strictObject({
  sending: text("Button while sending", 24),
  error: paragraph("Answer when the form could not be sent", 160),
  contact: group("Contact page form", {
    label: text("Form name (for screen readers)", 60),
    ...contactFieldCopy(),
    submit: text("Button", 24),
    ...formAnswers,
  }),
  newsletter: emailForm("Newsletter sign-up (home page hero)"),
  contactBack: emailForm('Call-back band ("Let\'s discuss your idea")'),
  emailLabel: text("Email field name (for screen readers)", 40),
  problems: group(
    "A field filled in wrong",
    {
      required: template("Left empty", 80, ["field"]),
      tooShort: template("Too short", 80, ["field", "min"]),
      tooLong: template("Too long", 80, ["field", "max"]),
      characters: template("With characters not allowed", 80, ["field"]),
      email: text("Not an email address", 80),
      phone: text("Not a phone number", 80),
      subject: text("Not one of the subjects", 80),
    },
    "Shown under the field, in the browser and when the site refuses a form; {field} is the field's label.",
  ),
  refusals: group(
    "When the site refuses a form",
    {
      invalid: paragraph("Some fields are wrong", 160),
      incomplete: paragraph("The form arrived without its fields", 160),
      fieldNotAllowed: paragraph("A field the form does not have", 160),
      notJson: paragraph("A request that is not valid JSON", 160),
      crossSite: paragraph("Sent from another website", 160),
      tooLarge: paragraph("Too large", 160),
      unsupported: paragraph("Not a web form or JSON", 160),
      method: paragraph("Not a form submission (opened in a browser)", 160),
      rateLimited: paragraph("Too many forms from one connection", 160),
      shuttingDown: paragraph("The site is restarting", 160),
      unavailable: paragraph("The message could not be saved", 160),
      notConfigured: paragraph("The site has nowhere to keep messages", 160),
      noAddress: paragraph("The connection's address could not be read", 160),
    },
    "Read by visitors whose form the site could not take, and by anyone who sends one by hand.",
  ),
});

const project = z.strictObject({
  title: text("Title", 60),
  order: integer(
    "Position",
    0,
    999,
    "Lower numbers come first in the portfolio (0 puts a project before all others); equal numbers go by title.",
  ),
  category: choice("Category", projectCategories),
  image: image("Thumbnail (4:3)", "projects"),
  link: httpsUrl("Link", "The project's live address, opened in a new tab."),
  home: checkbox(
    "On the home page",
    'Shown under "Some pieces of our work": the first four ticked, in portfolio order.',
  ),
  services: choices(
    "Service pages",
    serviceSlugs,
    "Shown in the work strip of these service pages (the first three, in portfolio order).",
    serviceNames,
  ),
});

const service = z.strictObject({
  name: cardText("Name", 24, { description: "Used in the menus, the footer and the work strip." }),
  order: integer(
    "Position in the menus",
    1,
    6,
    "1 comes first in the menus, the footer and the home page's cards.",
  ),
  seo,
  banner,
  card: group("Card on the home page and under Other Services", {
    icon: choice("Icon", iconNames),
    title: text("Title", 40),
    description: paragraph("Text", 200),
  }),
  content: textBlock("First section"),
  content2: textBlock("Second section"),
  content3: textBlock("Third section"),
  heading: text("Cards heading", 80),
  cardSection: list("Cards", textBlock("Card", 300), { min: 6, max: 6, itemLabel: "title" }),
  otherServices: list("Other Services", choice("Service", serviceSlugs, serviceNames), {
    min: 3,
    max: 3,
    description:
      "Three other services. This service itself and repeats are skipped and the next in menu order shown.",
  }),
});

const quotes = z.strictObject({
  testimonials: list(
    "Testimonials",
    group("Testimonial", {
      name: text("Name", 40, sameInEveryLanguage),
      company: text("Company", 40, sameInEveryLanguage),
      role: text("Role", 40),
      image: image("Portrait", "avatars"),
      quote: paragraph("Quote", 400, "At most 400 characters, so every slide keeps its size."),
    }),
    { min: 6, max: 6, itemLabel: "name" },
  ),
});

const plan = (title: string) =>
  group(title, {
    price: integer("Price (US dollars per month)", 1, 99999),
    features: list("Features", text("Feature", 40), { max: 8 }),
  });

const plans = z.strictObject({
  groups: list(
    "Groups",
    group("Group", {
      id: slug("Anchor", "The group's address on the page, e.g. seo for /pricing#seo."),
      title: text("Title", 40),
      description: paragraph("Text", 300),
      plans: group("Plans", {
        basic: plan(planTitles.basic),
        premium: plan(planTitles.premium),
        enterprise: plan(planTitles.enterprise),
      }),
    }),
    { min: 3, max: 3, itemLabel: "title" },
  ),
});

const logo = group("Logo", {
  name: text("Client", 40, sameInEveryLanguage),
  image: image("Logo (white, 40 px tall)", "brands"),
});

const brands = z.strictObject({
  firstRow: list("First strip", logo, { max: 12, itemLabel: "name", eachEntryOnItsOwn: true }),
  secondRow: list("Second strip", logo, { max: 12, itemLabel: "name", eachEntryOnItsOwn: true }),
});

const positions = z.strictObject({
  positions: list(
    "Positions",
    group("Position", {
      id: slug(
        "Anchor",
        "The position's address on the page, e.g. seo-strategist for /careers#seo-strategist.",
      ),
      title: text("Title", 60),
      team: text("Team", 40),
      location: text("Location", 60),
      type: choice("Type", positionTypes),
      summary: paragraph("Summary", 400),
      responsibilities: list("What you will do", text("Item", 200), { max: 12 }),
      requirements: list("What you bring", text("Item", 200), { max: 12 }),
    }),
    { max: 20, itemLabel: "title", eachEntryOnItsOwn: true },
  ),
});

const home = z.strictObject({
  seo,
  hero: group("Hero", {
    before: text("Headline before the highlight", 20),
    highlight: text("Highlighted words", 16, { description: "Shown in colour, between the two parts." }),
    after: text("Headline after the highlight", 24),
    tagline: paragraph("Text", 200),
  }),
  trustedBy: text("Logo strip title", 60),
  offer: group("We Offer", { label: text("Label", 30), ...intro }),
  whyChooseUs: group("Why choose us (large screens)", {
    ...intro,
    points: points("Points", 3, 4),
    link: text("Button label", 24),
  }),
  work: group("Some pieces of our work", {
    title: text("Title", 60),
    description: paragraph("Text", 300, 'The projects are those ticked "On the home page" under Projects.'),
    moreLabel: text("Button label", 24, { description: "The link to the portfolio." }),
    readMore: text("Card link label", 20),
  }),
  testimonials: group("Testimonials", intro),
  cta: group("Let's discuss your idea", {
    title: text("Title", 80),
    lines: list("Lines", text("Line", 80), { min: 2, max: 2 }),
    contactLabel: text("Contact button label", 24),
    careersLabel: text("Careers link label", 30),
  }),
  band: group("Call-back band", intro),
});

const about = z.strictObject({
  seo,
  banner,
  company: group("The company", {
    title: text("Title", 60),
    paragraphs: list("Paragraphs", paragraph("Paragraph", 900), { max: 6 }),
    stats: list(
      "Figures",
      group("Figure", { value: text("Figure", 8, sameInEveryLanguage), label: text("Label", 44) }),
      {
        min: 4,
        max: 4,
        itemLabel: "value",
      },
    ),
  }),
  team: group("The team", {
    title: text("Title", 60),
    paragraphs: list("Paragraphs", paragraph("Paragraph", 900), { max: 6 }),
    members: list(
      "People",
      group("Person", {
        name: text("Name", 40, sameInEveryLanguage),
        role: text("Role", 40),
        image: image("Portrait", "team"),
      }),
      { min: 3, max: 12, itemLabel: "name" },
    ),
  }),
  values: points("Values", 3, 3),
});

const portfolio = z.strictObject({
  seo,
  banner,
  title: text("Title", 60),
  description: paragraph("Text", 300, "The projects are those under Projects, ordered by their position."),
});

const pricingPage = z.strictObject({ seo, banner, ...intro, note: paragraph("Note under the plans", 300) });

const careersPage = z.strictObject({
  seo,
  banner,
  intro: paragraph("Introduction", 600),
  perksTitle: text("Perks heading", 60),
  perks: points("Perks", 3, 8),
  howToApply: group("How to apply", {
    title: text("Title", 60),
    stepLabel: template("Above each step", 16, ["number"]),
    steps: points("Steps", 3, 6),
    emailLead: text("Before the applications email", 60),
    email: email("Applications email"),
    emailSubject: template("Subject of the email an Apply button starts", 60, ["position"]),
  }),
  positionsTitle: text("Positions heading", 60),
  responsibilitiesTitle: text("Responsibilities heading", 60),
  requirementsTitle: text("Requirements heading", 60),
  applyLabel: text("Apply button label", 30),
});

const testimonialsPage = z.strictObject({ seo, banner });
const contactPage = z.strictObject({ seo, banner, ...intro });

const notFound = z.strictObject({
  label: text("Label above the heading", 24),
  page: group("Any unknown address", {
    title: text("Browser tab title", 40),
    description: paragraph("Description for link previews", 160),
    heading: text("Heading", 60),
    lead: paragraph("Text", 300),
    linkLabel: text("Home link label", 24),
  }),
  service: group("An unknown /services/ address", {
    title: text("Browser tab title", 40),
    heading: text("Heading", 60),
    lead: paragraph("Text", 300),
  }),
  servicesTitle: text("Services list heading", 60),
});

const formResults = z.strictObject({
  received: group("Received", {
    pageTitle: text("Browser tab title", 40),
    label: text("Label above the heading", 24),
    title: text("Heading", 80),
    description: paragraph("Text", 300),
  }),
  notSent: group("Not sent (the heading is the form's error message)", {
    pageTitle: text("Browser tab title", 40),
    label: text("Label above the heading", 24),
    description: paragraph("Text", 300),
  }),
  homeLink: text("Home link label", 24),
  contactLink: text("Contact link label", 24),
});

const footer = z.strictObject({
  newsletter: group("Newsletter box", {
    title: text("Title", 40),
    description: paragraph("Text", 200),
    label: text("Form name for screen readers", 60),
    placeholder: text("Placeholder", 30),
    submit: text("Button label", 16),
  }),
  sections: group("Column headings", {
    company: text("Company links", 24),
    services: text("Services links", 24),
    social: text("Social links", 24),
    headquarters: text("Headquarters", 24),
  }),
  headquartersLabel: text("Before the headquarters' place", 24),
  rights: text("After the copyright line", 60),
});

// --- The table the loader and the editor both read ---

type Section = "Pages" | "Service pages" | "Lists shown on pages" | "On every page";
/** `file` is under content/, without `.yaml`. */
type Entry = { label: string; section: Section; file: string; schema: z.ZodObject };

const inSection =
  (section: Section) =>
  <S extends z.ZodObject>(label: string, file: string, schema: S) => ({ label, section, file, schema });
/** A page of the site, at its file's name: lib/routes.ts, the sitemap and the search entries read these. */
const page = <const F extends string, S extends z.ZodObject>(label: string, file: F, schema: S) => ({
  ...inSection("Pages")(label, `pages/${file}`, schema),
  route: file,
  path: pagePathOf(file),
});
const shownOnPages = inSection("Lists shown on pages");
const everyPage = inSection("On every page");

export const singletons = {
  home: page("Home page", "home", home),
  about: page("About page", "about", about),
  portfolio: page("Portfolio page", "portfolio", portfolio),
  pricing: page("Pricing page", "pricing", pricingPage),
  careers: page("Careers page", "careers", careersPage),
  testimonials: page("Testimonials page", "testimonials", testimonialsPage),
  contact: page("Contact page", "contact", contactPage),
  ...(Object.fromEntries(
    serviceSlugs.map((slug) => [
      `service-${slug}`,
      { label: serviceNames[slug], section: "Service pages", file: `services/${slug}`, schema: service },
    ]),
  ) as Record<`service-${ServiceSlug}`, Entry & { schema: typeof service }>),
  plans: shownOnPages("Pricing plans", "pricing", plans),
  quotes: shownOnPages("Client quotes", "testimonials", quotes),
  brands: shownOnPages("Client logos", "brands", brands),
  positions: shownOnPages("Open positions", "careers", positions),
  site: everyPage("Company details", "site", site),
  common: everyPage("Menus and buttons", "common", common),
  forms: everyPage("Forms", "forms", forms),
  footer: everyPage("Footer", "footer", footer),
  notFound: everyPage("Page not found (404)", "pages/not-found", notFound),
  formResults: everyPage("Form result pages", "pages/form-results", formResults),
} satisfies Record<string, Entry>;

export const collections = {
  projects: {
    label: "Projects",
    section: "Lists shown on pages",
    folder: "projects",
    /** The field the editor names the file after. */
    slugField: "title",
    columns: ["title", "order", "category"],
    schema: project,
  },
} satisfies Record<string, Omit<Entry, "file"> & { folder: string; slugField: string; columns: string[] }>;

export type Singletons = typeof singletons;
export type Seo = z.infer<typeof seo>;
export type NotFoundCopy = z.infer<typeof notFound>;
