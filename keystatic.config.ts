import { collection, config, fields, singleton, type ComponentSchema } from "@keystatic/core";
import {
  countryCodePattern,
  emailPattern,
  hexColorPattern,
  httpsUrlPattern,
  phonePattern,
  whatsappUrlPattern,
  iconNames,
  limits,
  notBlank,
  planTitles,
  positionTypes,
  projectCategories,
  slugPattern,
} from "@/content/schema";

/**
 * The site's editor (/keystatic). Every file under content/ is one of the entries below, with
 * the same fields, choices and limits as its schema in content/schema.ts (content/editor.test.ts
 * checks that the two agree). Saves go to the files on disk under `npm run dev`, and to the
 * GitHub repository (a commit or a pull request) when NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO is set.
 */

type TextOptions = { description?: string; multiline?: boolean; max?: number };

function textOptions(label: string, { description, multiline, max }: TextOptions = {}) {
  return {
    label,
    description,
    multiline,
    validation: {
      length: { min: 1, max },
      pattern: { regex: notBlank, message: `${label} must not be empty` },
    },
  };
}

const text = (label: string, options?: TextOptions) => fields.text(textOptions(label, options));

function pattern(label: string, regex: RegExp, message: string, description?: string) {
  return fields.text({ label, description, validation: { length: { min: 1 }, pattern: { regex, message } } });
}

const slug = (label: string, description?: string) =>
  pattern(label, slugPattern, `${label} must be lowercase words joined by hyphens`, description);

const color = (label: string) => pattern(label, hexColorPattern, `${label} must be a colour like #ff5a36`);

const httpsUrl = (label: string, description?: string) =>
  pattern(label, httpsUrlPattern, `${label} must be an https:// address`, description);

const email = (label: string) => pattern(label, emailPattern, `${label} must be an email address`);

function list<T extends ComponentSchema>(
  label: string,
  item: T,
  length: { min?: number; max?: number },
  itemLabel?: (item: ItemPreview) => string,
) {
  return fields.array(item, {
    label,
    validation: { length },
    ...(itemLabel ? { itemLabel: (props) => itemLabel(props as ItemPreview) } : {}),
  });
}

/** What an array item's label is made from: a text item's value, or an object item's fields. */
type ItemPreview = { value?: unknown; fields?: Record<string, { value?: unknown } | undefined> };
const field = (key: string) => (item: ItemPreview) => String(item.fields?.[key]?.value || "(empty)");
const titleOf = field("title");
const nameOf = field("name");
const textOf = (item: ItemPreview) => String(item.value || "(empty)");

/** An image under public/images/{folder}/ and its text alternative. */
function image(label: string, folder: string) {
  return fields.object(
    {
      src: fields.image({
        label,
        description: `An SVG, PNG, JPEG or WebP file of at most ${limits.imageBytes / 1024} KB.`,
        directory: `public/images/${folder}`,
        publicPath: `/images/${folder}/`,
        validation: { isRequired: true },
      }),
      alt: text("Alternative text", {
        description:
          "What the image shows, for people who cannot see it (read aloud by screen readers, shown if it fails to load).",
      }),
    },
    { label },
  );
}

const textBlock = (label: string) =>
  fields.object({ title: text("Title"), description: text("Text", { multiline: true }) }, { label });

const points = (label: string, length: { min?: number; max?: number }) =>
  list(label, textBlock("Point"), length, titleOf);

const banner = fields.object(
  {
    page: text("Page name", { description: "The small label above the title." }),
    title: text("Title"),
    description: text("Text", { multiline: true }),
    button: text("Button label"),
    color1: color("Gradient colour 1"),
    color2: color("Gradient colour 2"),
  },
  { label: "Banner at the top of the page" },
);

const logo = fields.object({ name: text("Client"), image: image("Logo (white, 40 px tall)", "brands") });

const yaml = { data: "yaml" } as const;

const githubRepo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo as `${string}/${string}` } : { kind: "local" },
  ui: {
    brand: { name: "Arcline Digital" },
    navigation: {
      Pages: [
        "home",
        "aboutPage",
        "portfolioPage",
        "pricingPage",
        "careersPage",
        "testimonialsPage",
        "contactPage",
        "notFoundPage",
        "formResults",
      ],
      Content: ["services", "projects", "pricing", "testimonials", "brands", "careers"],
      Company: ["site", "footer"],
    },
  },
  singletons: {
    site: singleton({
      label: "Company details",
      path: "content/site",
      format: yaml,
      schema: {
        name: text("Company name"),
        legalName: text("Legal name"),
        tagline: text("Tagline", { multiline: true, description: "Shown under the logo in the footer." }),
        description: text("Description", {
          multiline: true,
          description: "What search engines and link previews show for the company.",
        }),
        phone: fields.object(
          {
            display: text("As shown", { description: "e.g. +1 (307) 555-0142" }),
            e164: pattern("As dialled", phonePattern, "As dialled must be a number like +13075550142"),
          },
          { label: "Phone" },
        ),
        email: email("Email"),
        address: fields.object(
          {
            street: text("Street"),
            city: text("City"),
            region: text("State or region"),
            regionCode: text("State or region code"),
            postalCode: text("Postal code"),
            country: text("Country"),
            countryCode: pattern(
              "Country code",
              countryCodePattern,
              "Country code must be two capital letters like US",
            ),
          },
          { label: "Address" },
        ),
        headquarters: text("Headquarters", { description: 'Shown in the footer, e.g. "Wyoming, US".' }),
        whatsappUrl: pattern(
          "WhatsApp link",
          whatsappUrlPattern,
          "WhatsApp link must be a https://wa.me/ link",
        ),
        social: fields.object(
          {
            instagram: httpsUrl("Instagram"),
            facebook: httpsUrl("Facebook"),
            linkedin: httpsUrl("LinkedIn"),
          },
          { label: "Social profiles" },
        ),
        foundingYear: fields.integer({
          label: "Founding year",
          validation: { isRequired: true, min: 1990, max: 2100 },
        }),
      },
    }),
    home: singleton({
      label: "Home page",
      path: "content/pages/home",
      format: yaml,
      schema: {
        hero: fields.object(
          {
            headline: text("Headline"),
            highlight: text("Highlighted words", { description: "Part of the headline shown in colour." }),
            tagline: text("Text", { multiline: true }),
          },
          { label: "Hero" },
        ),
        trustedBy: text("Logo strip title"),
        offer: fields.object(
          {
            label: text("Label"),
            title: text("Title"),
            description: text("Text", { multiline: true }),
            services: fields.multiRelationship({
              label: "Services",
              description: "Every service once. This order is also the order of the menus and the footer.",
              collection: "services",
              validation: { length: { min: limits.services, max: limits.services } },
            }),
          },
          { label: "We Offer" },
        ),
        whyChooseUs: fields.object(
          {
            title: text("Title"),
            description: text("Text", { multiline: true }),
            points: points("Points", { min: 3, max: 4 }),
            link: text("Button label"),
          },
          { label: "Why choose us (large screens)" },
        ),
        work: fields.object(
          {
            title: text("Title"),
            description: text("Text", { multiline: true }),
            projects: fields.multiRelationship({
              label: "Projects",
              collection: "projects",
              validation: { length: { min: limits.homeWork, max: limits.homeWork } },
            }),
            moreLabel: text("Button label", { description: "The link to the portfolio." }),
            readMore: text("Card link label"),
          },
          { label: "Some pieces of our work" },
        ),
        testimonials: fields.object(
          { title: text("Title"), description: text("Text", { multiline: true }) },
          { label: "Testimonials" },
        ),
        cta: fields.object(
          {
            title: text("Title"),
            lines: list("Lines", text("Line"), { min: 2, max: 2 }, textOf),
            contactLabel: text("Contact button label"),
            careersLabel: text("Careers link label"),
          },
          { label: "Let's discuss your idea" },
        ),
        band: fields.object(
          { title: text("Title"), description: text("Text", { multiline: true }) },
          { label: "Call-back band" },
        ),
      },
    }),
    aboutPage: singleton({
      label: "About page",
      path: "content/pages/about",
      format: yaml,
      schema: {
        banner,
        company: fields.object(
          {
            title: text("Title"),
            paragraphs: list("Paragraphs", text("Paragraph", { multiline: true }), { min: 1 }, textOf),
            stats: list(
              "Figures",
              fields.object({ value: text("Figure"), label: text("Label") }),
              { min: 4, max: 4 },
              field("value"),
            ),
          },
          { label: "The company" },
        ),
        team: fields.object(
          {
            title: text("Title"),
            paragraphs: list("Paragraphs", text("Paragraph", { multiline: true }), { min: 1 }, textOf),
            members: list(
              "People",
              fields.object({ name: text("Name"), role: text("Role"), image: image("Portrait", "avatars") }),
              { min: 3 },
              nameOf,
            ),
          },
          { label: "The team" },
        ),
        values: points("Values", { min: 3, max: 3 }),
      },
    }),
    portfolioPage: singleton({
      label: "Portfolio page",
      path: "content/pages/portfolio",
      format: yaml,
      schema: {
        banner,
        title: text("Title"),
        description: text("Text", { multiline: true }),
        projects: fields.multiRelationship({
          label: "Projects",
          description: "Every project once, in the order of the grid. The first three show before Show more.",
          collection: "projects",
          validation: { length: { min: limits.projects, max: limits.projects } },
        }),
      },
    }),
    pricingPage: singleton({
      label: "Pricing page",
      path: "content/pages/pricing",
      format: yaml,
      schema: {
        banner,
        title: text("Title"),
        description: text("Text", { multiline: true }),
        note: text("Note under the plans"),
      },
    }),
    careersPage: singleton({
      label: "Careers page",
      path: "content/pages/careers",
      format: yaml,
      schema: {
        banner,
        intro: text("Introduction", { multiline: true }),
        perks: points("Perks", { min: 3 }),
        howToApply: fields.object(
          { title: text("Title"), steps: points("Steps", { min: 3 }), email: email("Applications email") },
          { label: "How to apply" },
        ),
        positionsTitle: text("Positions heading"),
        responsibilitiesTitle: text("Responsibilities heading"),
        requirementsTitle: text("Requirements heading"),
        applyLabel: text("Apply button label"),
        perksTitle: text("Perks heading"),
      },
    }),
    testimonialsPage: singleton({
      label: "Testimonials page",
      path: "content/pages/testimonials",
      format: yaml,
      schema: { banner },
    }),
    contactPage: singleton({
      label: "Contact page",
      path: "content/pages/contact",
      format: yaml,
      schema: { banner, title: text("Title"), description: text("Text", { multiline: true }) },
    }),
    notFoundPage: singleton({
      label: "Page not found (404)",
      path: "content/pages/not-found",
      format: yaml,
      schema: {
        label: text("Label above the heading"),
        page: fields.object(
          {
            title: text("Browser tab title"),
            description: text("Description for link previews", { multiline: true }),
            heading: text("Heading"),
            lead: text("Text", { multiline: true }),
            linkLabel: text("Home link label"),
          },
          { label: "Any unknown address" },
        ),
        service: fields.object(
          {
            title: text("Browser tab title"),
            heading: text("Heading"),
            lead: text("Text", { multiline: true }),
          },
          { label: "An unknown /services/ address" },
        ),
        servicesTitle: text("Services list heading"),
      },
    }),
    formResults: singleton({
      label: "Form sent without JavaScript",
      path: "content/pages/form-results",
      format: yaml,
      schema: {
        received: fields.object(
          {
            pageTitle: text("Browser tab title"),
            label: text("Label above the heading"),
            title: text("Heading"),
            description: text("Text", { multiline: true }),
          },
          { label: "Received" },
        ),
        notSent: fields.object(
          {
            pageTitle: text("Browser tab title"),
            label: text("Label above the heading"),
            description: text("Text", { multiline: true }),
          },
          { label: "Not sent (the heading is the form's error message)" },
        ),
        homeLink: text("Home link label"),
        contactLink: text("Contact link label"),
      },
    }),
    footer: singleton({
      label: "Footer",
      path: "content/footer",
      format: yaml,
      schema: {
        newsletter: fields.object(
          {
            title: text("Title"),
            description: text("Text", { multiline: true }),
            label: text("Form name for screen readers"),
            placeholder: text("Placeholder"),
            submit: text("Button label"),
          },
          { label: "Newsletter box" },
        ),
        sections: fields.object(
          {
            company: text("Company links"),
            services: text("Services links"),
            social: text("Social links"),
            headquarters: text("Headquarters"),
          },
          { label: "Column headings" },
        ),
        headquartersLabel: text("Before the headquarters' place"),
        rights: text("After the copyright line"),
      },
    }),
    pricing: singleton({
      label: "Prices",
      path: "content/pricing",
      format: yaml,
      schema: {
        groups: list(
          "Groups",
          fields.object({
            id: slug("Anchor", "The group's address on the page, e.g. seo for /pricing#seo."),
            title: text("Title"),
            description: text("Text", { multiline: true }),
            plans: list(
              "Plans",
              fields.object({
                title: fields.select({
                  label: "Plan",
                  options: planTitles.map((title) => ({ label: title, value: title })),
                  defaultValue: "Basic",
                }),
                price: fields.integer({
                  label: "Price (US dollars per month)",
                  validation: { isRequired: true, min: 1 },
                }),
                features: list("Features", text("Feature"), { min: 1 }, textOf),
              }),
              { min: planTitles.length, max: planTitles.length },
              titleOf,
            ),
          }),
          { min: limits.pricingGroups, max: limits.pricingGroups },
          titleOf,
        ),
      },
    }),
    testimonials: singleton({
      label: "Testimonials",
      path: "content/testimonials",
      format: yaml,
      schema: {
        testimonials: list(
          "Testimonials",
          fields.object({
            name: text("Name"),
            company: text("Company"),
            role: text("Role"),
            image: image("Portrait", "avatars"),
            quote: text("Quote", {
              multiline: true,
              max: limits.quote,
              description: `At most ${limits.quote} characters, so every slide keeps its size.`,
            }),
          }),
          { min: limits.testimonials, max: limits.testimonials },
          nameOf,
        ),
      },
    }),
    brands: singleton({
      label: "Client logos",
      path: "content/brands",
      format: yaml,
      schema: {
        firstRow: list("First strip", logo, { min: 1 }, nameOf),
        secondRow: list("Second strip", logo, { min: 1 }, nameOf),
      },
    }),
    careers: singleton({
      label: "Open positions",
      path: "content/careers",
      format: yaml,
      schema: {
        positions: list(
          "Positions",
          fields.object({
            id: slug(
              "Anchor",
              "The position's address on the page, e.g. seo-strategist for /careers#seo-strategist.",
            ),
            title: text("Title"),
            team: text("Team"),
            location: text("Location"),
            type: fields.select({
              label: "Type",
              options: positionTypes.map((type) => ({ label: type, value: type })),
              defaultValue: "Full-time",
            }),
            summary: text("Summary", { multiline: true }),
            responsibilities: list("What you will do", text("Item"), { min: 1 }, textOf),
            requirements: list("What you bring", text("Item"), { min: 1 }, textOf),
          }),
          { min: 1 },
          titleOf,
        ),
      },
    }),
  },
  collections: {
    services: collection({
      label: "Services",
      path: "content/services/*",
      format: yaml,
      slugField: "name",
      schema: {
        name: fields.slug({
          name: textOptions("Name", { description: "Used in the menus, the footer and the work strip." }),
          slug: {
            label: "Address",
            description: "The page is /services/{address}. Changing it changes the page's address.",
            validation: {
              pattern: { regex: slugPattern, message: "Address must be lowercase words joined by hyphens" },
            },
          },
        }),
        banner,
        card: fields.object(
          {
            icon: fields.select({
              label: "Icon",
              options: iconNames.map((icon) => ({ label: icon, value: icon })),
              defaultValue: "code",
            }),
            title: text("Title"),
            description: text("Text", { multiline: true }),
          },
          { label: "Card on the home page and under Other Services" },
        ),
        content: textBlock("First section"),
        content2: textBlock("Second section"),
        content3: textBlock("Third section"),
        heading: text("Cards heading"),
        cardSection: list(
          "Cards",
          textBlock("Card"),
          { min: limits.serviceCards, max: limits.serviceCards },
          titleOf,
        ),
        projects: fields.multiRelationship({ label: "Work strip projects", collection: "projects" }),
        otherServices: fields.multiRelationship({
          label: "Other Services",
          description: "Three services other than this one.",
          collection: "services",
          validation: { length: { min: limits.otherServices, max: limits.otherServices } },
        }),
      },
    }),
    projects: collection({
      label: "Projects",
      path: "content/projects/*",
      format: yaml,
      slugField: "title",
      schema: {
        title: fields.slug({
          name: textOptions("Title"),
          slug: {
            label: "File name",
            validation: {
              pattern: { regex: slugPattern, message: "File name must be lowercase words joined by hyphens" },
            },
          },
        }),
        category: fields.select({
          label: "Category",
          options: projectCategories.map((category) => ({ label: category, value: category })),
          defaultValue: "WEBSITE",
        }),
        image: image("Thumbnail (4:3)", "projects"),
        link: httpsUrl("Link", "The project's live address, opened in a new tab."),
      },
    }),
  },
});
