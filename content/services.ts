import { z } from "zod";
import { findProject } from "@/content/portfolio";
import {
  ContentError,
  parseContent,
  serviceCardSchema,
  servicePageSchema,
  type ServiceCard,
  type ServicePage,
} from "@/content/schema";

const MODULE = "content/services.ts";

export const serviceCardsSchema = z
  .array(serviceCardSchema)
  .length(6, "must list exactly 6 service cards, one per service");
export const servicePagesSchema = z.array(servicePageSchema).length(6, "must list exactly 6 service pages");

/** The six "We Offer" cards on the home page, also reused as the "Other Services" cards. */
export const serviceCards: ServiceCard[] = parseContent(MODULE, "serviceCards", serviceCardsSchema, [
  {
    icon: "code",
    title: "Web Development",
    description:
      "Fast, accessible websites and web apps built on modern frameworks, designed to rank in search and turn visitors into leads.",
    to: "/services/web-development",
  },
  {
    icon: "phone",
    title: "Mobile App",
    description:
      "Native and cross-platform iOS and Android apps, from the first prototype to App Store launch and the regular releases after it.",
    to: "/services/mobile-app",
  },
  {
    icon: "pen",
    title: "Branding",
    description:
      "Strategy, naming, logos and guidelines that give your company a clear voice and a consistent look everywhere it appears.",
    to: "/services/branding",
  },
  {
    icon: "megaphone",
    title: "Digital Marketing",
    description:
      "Paid social, search ads, content and email campaigns planned around your revenue targets and reported in plain numbers.",
    to: "/services/digital-marketing",
  },
  {
    icon: "search",
    title: "SEO",
    description:
      "Technical fixes, useful content and ethical link building that bring you customers who are already searching for what you sell.",
    to: "/services/seo",
  },
  {
    icon: "chart",
    title: "CRO",
    description:
      "Research and A/B testing that turn more of your existing visitors into customers, without raising your advertising spend.",
    to: "/services/cro",
  },
]);

/**
 * "Other Services" cards for a page, taken from the home cards so the copy stays in one place.
 * A slug without a card becomes a bare card so checkServiceLinks reports it by field.
 */
function otherServices(...slugs: string[]): ServiceCard[] {
  return slugs.map(
    (slug) =>
      serviceCards.find((card) => card.to === `/services/${slug}`) ?? {
        icon: "code",
        title: slug,
        description: slug,
        to: `/services/${slug}`,
      },
  );
}

/** "{page} Work" strip items, taken from the portfolio so images and titles stay in one place. */
function work(...titles: string[]) {
  return titles.map((title) => {
    const project = findProject(title);
    // An unknown title is passed through empty so parseContent reports the field.
    return project
      ? { title: project.title, category: project.category, image: project.image }
      : { title: "", category: "", image: {} };
  });
}

/** The six service pages, in menu order. */
export const servicePages: ServicePage[] = parseContent(MODULE, "servicePages", servicePagesSchema, [
  {
    data: {
      slug: "web-development",
      page: "Web Development",
      title: "Websites that load fast, rank well and sell",
      description:
        "We design and build marketing sites, web apps and customer portals on modern, maintainable stacks, and we measure them by the leads and revenue they bring in, not just how they look on launch day.",
      button: "Start a project",
      color1: "#3d7bff",
      color2: "#00c2ff",
    },
    name: "Web Development",
    content: {
      title: "Built for speed, search and sales",
      description:
        "Your website is often the first conversation a customer has with your business, and most of those conversations happen on a phone with a patchy connection. We build with Next.js, TypeScript and a headless CMS, so pages load in well under two seconds, pass Core Web Vitals and stay easy for your team to edit. Every build starts with the questions that matter: who is visiting, what they need to find, and what you want them to do next.",
    },
    content2: {
      title: "A process with no surprises",
      description:
        "Projects run in two-week sprints with a working preview link from the first week, so you review real pages instead of static mock-ups. You get a named lead engineer, a shared board that shows what is in progress, and a fixed scope for every sprint. Accessibility to WCAG 2.2 AA, analytics, redirects from your old site and structured data are planned from day one, not remembered the week before launch.",
    },
    content3: {
      title: "After launch, we stay on",
      description:
        "Launch is when the useful data starts arriving. For the first 60 days we monitor speed, errors and conversion paths, fix what the numbers point to and train your team on the CMS. After that, most clients keep us on a monthly plan for updates, new landing pages, upgrades and security patches. You own the code, the hosting account and the domain from the start, so you are never locked in.",
    },
    heading: "What we build for the web",
    cardSection: [
      {
        title: "Marketing websites",
        description:
          "Fast, editable sites for launches, rebrands and lead generation, with page templates your marketing team can reuse without asking a developer for every change.",
      },
      {
        title: "Web applications",
        description:
          "Customer portals, booking tools and internal dashboards built with React and TypeScript, backed by tested APIs and role-based access where you need it.",
      },
      {
        title: "Headless CMS",
        description:
          "Content models in Sanity, Contentful or Payload, set up so editors can publish pages, posts and case studies with live previews and scheduled releases.",
      },
      {
        title: "Performance tuning",
        description:
          "Audits and fixes for slow pages, from image pipelines and caching to script budgets and server rendering, measured against Core Web Vitals before and after.",
      },
      {
        title: "Accessibility",
        description:
          "Semantic markup, keyboard support, color contrast and screen reader testing to WCAG 2.2 AA, so more people can use your site with confidence.",
      },
      {
        title: "Integrations",
        description:
          "Connections to your CRM, payment provider, booking system or ERP, with webhooks and error alerts, so leads and orders land where your team already works.",
      },
    ],
    projects: work("Halcyon Architects Website", "Meridian Law Group Website", "Lumen Health Patient Portal"),
    services: otherServices("mobile-app", "seo", "cro"),
  },
  {
    data: {
      slug: "mobile-app",
      page: "Mobile App",
      title: "Mobile apps people keep on their home screen",
      description:
        "From the first prototype to App Store release, we design and build iOS and Android apps that are quick to learn, reliable on a weak signal and built to earn five-star reviews.",
      button: "Plan your app",
      color1: "#a855f7",
      color2: "#ec4899",
    },
    name: "Mobile App",
    content: {
      title: "Designed for the thumb, built for the long run",
      description:
        "Good apps feel simple because someone made the hard decisions early. We start with a two-week discovery sprint: user interviews, the three or four jobs the app must do well, and a clickable prototype tested with real users. Then we build natively in Swift and Kotlin, or with React Native when one shared codebase suits your budget and roadmap better. You get an honest recommendation, not the stack we happen to prefer.",
    },
    content2: {
      title: "Engineering you can rely on",
      description:
        "Crash-free sessions, fast start-up times and sensible offline behavior are release criteria, not nice-to-haves. Every build runs through automated tests and goes to TestFlight and Google Play internal testing before anyone outside the team sees it. We set up analytics, crash reporting and remote configuration, so you can see how each feature is used and switch one off without waiting for an app review.",
    },
    content3: {
      title: "Launch, listen, improve",
      description:
        "We prepare store listings, screenshots and privacy labels, handle the review process and plan launch week with your marketing team. After release we watch ratings, retention and support tickets and turn them into a prioritized backlog. Most clients keep a small squad with us for monthly releases, operating system updates and new features, so the app keeps pace with your customers instead of aging on their phones.",
    },
    heading: "From idea to App Store",
    cardSection: [
      {
        title: "Product discovery",
        description:
          "Interviews, journey maps and a clickable prototype tested with five to eight real users, so you fund the features people need before a line of code is written.",
      },
      {
        title: "iOS and Android",
        description:
          "Native Swift and Kotlin apps, or React Native for a shared codebase, chosen by what your roadmap, your team and your budget actually need.",
      },
      {
        title: "App UI and UX design",
        description:
          "Interfaces that follow Apple and Google platform conventions, with accessible type sizes, clear navigation and a design system your developers can reuse.",
      },
      {
        title: "Backend and APIs",
        description:
          "Secure APIs, sign-in, push notifications and admin tools, hosted on infrastructure that scales with usage and is monitored around the clock.",
      },
      {
        title: "Store launch",
        description:
          "App Store and Google Play listings, screenshots, privacy labels and review submissions handled end to end, with a clear plan for launch week.",
      },
      {
        title: "Ongoing releases",
        description:
          "Monthly updates, compatibility checks for new iOS and Android versions, crash triage and feature work from a team that already knows your codebase.",
      },
    ],
    projects: work("Tidewater Bank Mobile Banking", "Pace Running Coach App", "Nestly Home Services App"),
    services: otherServices("web-development", "branding", "cro"),
  },
  {
    data: {
      slug: "branding",
      page: "Branding",
      title: "Brands that people remember and trust",
      description:
        "Strategy, naming, identity and guidelines for companies that are launching, repositioning or have simply outgrown the logo they made in their first month.",
      button: "Refresh my brand",
      color1: "#ff4d3d",
      color2: "#ffb020",
    },
    name: "Branding",
    content: {
      title: "Strategy before style",
      description:
        "A new logo cannot fix a muddled message. Every branding project starts with workshops and interviews that define who you serve, what you promise and why customers should choose you over the next option. We turn that into a positioning statement, a voice and a short set of messages your sales and marketing teams can use on Monday. Only then do we explore visual directions, so every design decision traces back to the strategy.",
    },
    content2: {
      title: "An identity that works everywhere",
      description:
        "We design identities as systems, not single images: a logo with responsive versions, a color palette tested for accessibility, typography, icons, photography direction and layout rules. Each direction is shown on real touchpoints such as your website, packaging, social posts, signage and pitch decks, so you can judge it in context. Two rounds of refinement are included, and final work comes with the reasoning behind it.",
    },
    content3: {
      title: "Guidelines your team will actually use",
      description:
        "A brand only stays consistent if people can apply it without calling the agency. You receive an online brand guide, editable templates for presentations, social media and documents, and an organized library with every file format you need. We brief your internal team and your other suppliers, and we meet with you every quarter to keep the brand sharp as the company grows.",
    },
    heading: "Everything your brand needs",
    cardSection: [
      {
        title: "Brand strategy",
        description:
          "Positioning, audience definition and competitive analysis, captured in a short strategy document that guides every creative and marketing decision that follows.",
      },
      {
        title: "Naming",
        description:
          "Name generation, linguistic checks and preliminary screening of trademarks, domains and social handles, for new companies, products and sub-brands that need room to grow.",
      },
      {
        title: "Logo and identity",
        description:
          "A logo system with primary, secondary and icon versions, plus the colors, typography and graphic elements that hold it together in print and on screen.",
      },
      {
        title: "Verbal identity",
        description:
          "Tone of voice, messaging pillars, taglines and a writing guide, so your website, ads and sales emails all sound like the same company.",
      },
      {
        title: "Packaging design",
        description:
          "Packaging and labels that stand out on the shelf and in product photos, delivered as printer-ready files with dielines and color specifications.",
      },
      {
        title: "Brand guidelines",
        description:
          "An online guide, templates and an asset library that keep your brand consistent across teams, partner agencies and every new channel you add.",
      },
    ],
    projects: work("Forma Design System", "Saltgrass Coffee Roasters Store", "Ember Fitness Studio Website"),
    services: otherServices("web-development", "digital-marketing", "seo"),
  },
  {
    data: {
      slug: "digital-marketing",
      page: "Digital Marketing",
      title: "Marketing that pays for itself, month after month",
      description:
        "Paid social, search ads, content and email campaigns planned around your revenue targets, with reporting that shows exactly what each dollar brought back.",
      button: "Grow my audience",
      color1: "#ff3d8b",
      color2: "#7c5cff",
    },
    name: "Digital Marketing",
    content: {
      title: "We start with the numbers",
      description:
        "Before we spend a dollar, we agree on the figures that matter to your business: cost per lead, customer acquisition cost and return on ad spend. We audit your existing accounts, fix tracking so every conversion is recorded, and build a 90-day plan that puts budget where your customers already spend their time. If a channel cannot reach its target, we tell you so and move the money somewhere that can.",
    },
    content2: {
      title: "Creative that earns attention",
      description:
        "Ads and posts compete with everything else in a feed, so we produce creative in volume and test it continuously. Our team writes, designs and edits short videos, carousels and static ads for Meta, LinkedIn, TikTok and Google, all in your brand voice. Winning angles are scaled up, tired ones are retired, and what we learn feeds back into your website copy and email campaigns.",
    },
    content3: {
      title: "Reporting you can read in five minutes",
      description:
        "Every client gets a live dashboard and a monthly review call. The dashboard shows spend, leads, sales and cost per result for each channel, connected to your CRM where possible so we report revenue rather than clicks. The call covers what worked, what did not and what we will change next month. No vanity metrics and no forty-page PDF reports that nobody has time to read.",
    },
    heading: "Channels we manage",
    cardSection: [
      {
        title: "Paid social",
        description:
          "Campaigns on Meta, LinkedIn and TikTok with audience testing, creative rotation and budget pacing, optimized for qualified leads and sales rather than likes.",
      },
      {
        title: "Search advertising",
        description:
          "Google and Microsoft Ads campaigns structured around buying intent, with negative keyword lists and landing pages that match what people searched for.",
      },
      {
        title: "Content marketing",
        description:
          "Blog posts, guides and case studies planned around the questions your customers ask, written by specialists and published on a reliable schedule.",
      },
      {
        title: "Social media management",
        description:
          "Content calendars, community management and monthly reports for the social channels where your audience actually spends its time, all written in your brand voice.",
      },
      {
        title: "Email and automation",
        description:
          "Welcome series, nurture flows and newsletters in Klaviyo, Mailchimp or HubSpot that turn new subscribers into loyal, repeat customers and win back lapsed buyers.",
      },
      {
        title: "Analytics and tracking",
        description:
          "GA4, server-side tagging and conversion APIs set up correctly, so every campaign decision is based on numbers you can trust.",
      },
    ],
    projects: work(
      "Northpeak Outfitters Store",
      "Kiln & Crate Ceramics Shop",
      "Ember Fitness Studio Website",
    ),
    services: otherServices("seo", "cro", "branding"),
  },
  {
    data: {
      slug: "seo",
      page: "SEO",
      title: "Get found by customers who are already searching",
      description:
        "Technical SEO, content and link building that grow organic traffic and leads steadily, without shortcuts that put your rankings at risk.",
      button: "Get an SEO audit",
      color1: "#22c55e",
      color2: "#14b8a6",
    },
    name: "SEO",
    content: {
      title: "Search is your most patient salesperson",
      description:
        "People who find you through search already have a problem they want solved, which makes organic visitors some of the most valuable traffic you can get. Our SEO work starts with a full audit of your site, your competitors and the terms your customers actually type. From that we build a roadmap ranked by impact, so the first months go into the fixes and pages most likely to move revenue.",
    },
    content2: {
      title: "Technical foundations first",
      description:
        "Great content cannot rank if search engines struggle to crawl it. We fix indexing problems, slow pages, weak internal linking, duplicate content, missing structured data and mobile usability issues, working with your developers or making the changes ourselves. For local businesses we also tidy up Google Business Profiles, citations and review requests, which often produce the quickest wins of the whole engagement.",
    },
    content3: {
      title: "Content and links that last",
      description:
        "We plan content around topics where you can realistically win, then write in-depth pages and articles with input from the experts on your team. Links are earned through digital PR, partnerships and genuinely useful resources, never through paid link networks. Monthly reports track rankings, organic sessions and the leads and sales they produce, so you can watch the results compound quarter by quarter.",
    },
    heading: "How we grow organic traffic",
    cardSection: [
      {
        title: "SEO audit",
        description:
          "A crawl-based review of technical health, content gaps and your backlink profile, delivered as a prioritized action list with effort and impact estimates.",
      },
      {
        title: "Keyword research",
        description:
          "Search demand mapped to your services and buying stages, so every page targets terms that bring in qualified visitors rather than casual browsers.",
      },
      {
        title: "Technical SEO",
        description:
          "Indexing, site speed, structured data, redirects and internal linking fixed at the source, with every change verified in Google Search Console.",
      },
      {
        title: "Local SEO",
        description:
          "Google Business Profile optimization, citation cleanup and review generation that help you appear in map results when nearby customers search.",
      },
      {
        title: "Content strategy",
        description:
          "Topic clusters, briefs and editorial calendars that build authority around your core services and answer the questions customers actually ask.",
      },
      {
        title: "Link building",
        description:
          "Digital PR, partnerships and linkable resources that earn relevant backlinks from real publications in your industry, without risky paid link schemes or private networks.",
      },
    ],
    projects: work(
      "Meridian Law Group Website",
      "Saltgrass Coffee Roasters Store",
      "Verdant Farms Yield Dashboard",
    ),
    services: otherServices("web-development", "digital-marketing", "cro"),
  },
  {
    data: {
      slug: "cro",
      page: "CRO",
      title: "Turn more of your visitors into customers",
      description:
        "Conversion rate optimization grounded in research and controlled experiments, so you earn more from the traffic you already pay for.",
      button: "Book a CRO review",
      color1: "#facc15",
      color2: "#38bdf8",
    },
    name: "CRO",
    content: {
      title: "More revenue without more traffic",
      description:
        "Doubling your ad budget doubles your costs, but lifting your conversion rate from two to three percent grows revenue by half on the same spend. Conversion rate optimization is the disciplined work of finding where visitors hesitate and removing the reasons. We combine analytics, session recordings, heatmaps and customer surveys to learn what stops people from buying, booking or getting in touch, then fix those problems in order of value.",
    },
    content2: {
      title: "Experiments, not opinions",
      description:
        "Every change starts as a hypothesis with a measurable goal, and every test runs until the result is statistically sound. We design the variations, build them in your testing tool or directly in code, and check them across devices before launch. Losing tests are as useful as winners: they stop your team shipping changes that would have quietly hurt sales, and every result goes into a shared learning log.",
    },
    content3: {
      title: "A program, not a one-off",
      description:
        "Conversion gains compound when testing becomes a habit. We run a steady cadence of two to four experiments a month, review results with you every two weeks and build the winning variations into your site for good. Along the way we document what your customers respond to, from offers and proof to copy length and page structure, so the insights also improve your ads, emails and next redesign.",
    },
    heading: "Our optimization toolkit",
    cardSection: [
      {
        title: "Conversion audit",
        description:
          "A review of your funnel, analytics and key pages that pinpoints where visitors drop off and estimates what fixing each leak is worth to you.",
      },
      {
        title: "User research",
        description:
          "Surveys, interviews, session recordings and heatmaps that reveal why visitors hesitate, explained in their own words and shown in their behavior.",
      },
      {
        title: "A/B testing",
        description:
          "Hypothesis-led experiments that are designed, built and analyzed to statistical significance, on your website or inside your app, with every result documented.",
      },
      {
        title: "Landing page optimization",
        description:
          "Focused pages for campaigns and key offers, with copy, layout and forms tuned to the audience and the ads that send people there.",
      },
      {
        title: "Checkout and form optimization",
        description:
          "Fewer fields, clearer errors, visible trust signals and the right payment options, cutting abandonment at the moment visitors are ready to commit.",
      },
      {
        title: "Personalization",
        description:
          "Content and offers tailored to traffic source, location or customer segment, tested to confirm they lift results before they go live for everyone.",
      },
    ],
    projects: [],
    services: otherServices("web-development", "seo", "digital-marketing"),
  },
]);

type LinkIssue = { root: "servicePages" | "serviceCards"; path: (string | number)[]; message: string };

function throwIssues(issues: readonly LinkIssue[]): never {
  const roots = [...new Set(issues.map((issue) => issue.root))];
  const errors = roots.map(
    (root) =>
      new ContentError(
        MODULE,
        root,
        issues
          .filter((issue) => issue.root === root)
          .map(({ path, message }) => ({ code: "custom" as const, path, message })),
      ),
  );
  const [first, ...rest] = errors as [ContentError, ...ContentError[]];
  // One error for both roots: the first one's header, then every field line.
  first.message = [first.message, ...rest.map((error) => error.message.split("\n").slice(1).join("\n"))].join(
    "\n",
  );
  throw first;
}

/**
 * Cross-checks the service pages and cards: slugs are unique, every `to` points at
 * `/services/{an existing slug}`, every service has exactly one home card, and no page lists
 * itself (or one service twice) under "Other Services". Throws a ContentError naming each field.
 */
export function checkServiceLinks(pages: readonly ServicePage[], cards: readonly ServiceCard[]): void {
  const issues: LinkIssue[] = [];
  const slugs = new Set<string>();
  pages.forEach((page, i) => {
    const slug = page.data.slug;
    if (slugs.has(slug))
      issues.push({
        root: "servicePages",
        path: [i, "data", "slug"],
        message: `"${slug}" is used by more than one service page`,
      });
    slugs.add(slug);
  });

  const targetOf = (to: string): string | undefined => {
    const slug = /^\/services\/([^/]+)$/.exec(to)?.[1];
    return slug !== undefined && slugs.has(slug) ? slug : undefined;
  };
  const notAPage = (to: string) => `${JSON.stringify(to)} is not an existing service page`;

  const carded = new Map<string, number>();
  cards.forEach((card, i) => {
    const slug = targetOf(card.to);
    if (!slug) issues.push({ root: "serviceCards", path: [i, "to"], message: notAPage(card.to) });
    else if (carded.has(slug))
      issues.push({
        root: "serviceCards",
        path: [i, "to"],
        message: `${JSON.stringify(card.to)} already has a card (serviceCards[${carded.get(slug)}])`,
      });
    else carded.set(slug, i);
  });
  for (const slug of slugs) {
    if (!carded.has(slug))
      issues.push({ root: "serviceCards", path: [], message: `the service page "${slug}" has no card` });
  }

  pages.forEach((page, i) => {
    const listed = new Set<string>();
    page.services.forEach((card, j) => {
      const path = [i, "services", j, "to"];
      const slug = targetOf(card.to);
      if (!slug) issues.push({ root: "servicePages", path, message: notAPage(card.to) });
      else if (slug === page.data.slug)
        issues.push({
          root: "servicePages",
          path,
          message: `${JSON.stringify(card.to)} is this page itself; "Other Services" must list other services`,
        });
      else if (listed.has(slug))
        issues.push({ root: "servicePages", path, message: `${JSON.stringify(card.to)} is listed twice` });
      listed.add(slug ?? card.to);
    });
  });

  if (issues.length > 0) throwIssues(issues);
}

checkServiceLinks(servicePages, serviceCards);

/** The six slugs of /services/{slug}, in menu order (used by generateStaticParams and the sitemap). */
export const serviceSlugs: string[] = servicePages.map((page) => page.data.slug);

export function getServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.data.slug === slug);
}
