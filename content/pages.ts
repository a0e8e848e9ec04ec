import { pagesSchema, parseContent, type PagesCopy } from "@/content/schema";
import { site } from "@/content/site";

function portrait(slug: string, name: string) {
  return {
    src: `/images/avatars/${slug}.svg`,
    width: 160,
    height: 160,
    alt: `Illustrated portrait of ${name}`,
  };
}

/** Page copy that is not a service, project, testimonial, price or position. */
export const pages: PagesCopy = parseContent("content/pages.ts", "pages", pagesSchema, {
  banners: {
    portfolio: {
      page: "Portfolio",
      title: "Work that moved the numbers",
      description:
        "Websites, apps, dashboards and online stores we have designed and built for clients across healthcare, retail, finance, logistics and professional services.",
      button: "Start a project",
      color1: "#ff4d3d",
      color2: "#7c5cff",
    },
    pricing: {
      page: "Pricing",
      title: "Clear monthly plans, no surprises",
      description:
        "Simple monthly pricing for websites, SEO and digital marketing. Pick the plan that fits today and change it as your business grows.",
      button: "Talk to us",
      color1: "#22c55e",
      color2: "#3d7bff",
    },
    about: {
      page: "About us",
      title: site.name,
      description:
        "We combine storytelling with digital strategy: we find the story that makes your business worth choosing, then build the brand, website and campaigns that tell it to the right people.",
      button: "Contact",
      color1: "#ff4d3d",
      color2: "#ffb020",
    },
    careers: {
      page: "Careers",
      title: "Do the best work of your career with us",
      description:
        "We are a small, senior team of designers, engineers and marketers. We hire people who care about craft, explain their thinking and like seeing their work make a measurable difference.",
      button: "Get in touch",
      color1: "#a855f7",
      color2: "#00c2ff",
    },
    testimonials: {
      page: "Testimonials",
      title: "What our clients say",
      description:
        "Founders, marketers and product leads on what it is like to work with us, and what changed for their business afterwards.",
      button: "Become a client",
      color1: "#ff3d8b",
      color2: "#ffb020",
    },
    contact: {
      page: "Contact",
      title: "Let's talk about your project",
      description:
        "Tell us where your business is today and where you want it to be. A strategist will reply within one business day with next steps, not a sales script.",
      button: "Contact",
      color1: "#ff4d3d",
      color2: "#3d7bff",
    },
  },

  home: {
    hero: {
      headline: "Attract NewLeads like never before",
      highlight: "NewLeads",
      tagline:
        "Websites, apps and campaigns designed to turn visitors into customers. Subscribe for practical growth ideas from our strategists, once a month.",
    },
    trustedBy: "Trusted by 200+ companies",
    offer: {
      label: "What we do",
      title: "We Offer",
      description:
        "Six services, one team. Start with the one you need today and add the others when you are ready: everything is planned, built and measured together.",
    },
    whyChooseUs: {
      title: "Why choose us",
      description:
        "You work directly with the senior people who plan and build your project, and we judge our work by the results it brings your business.",
      points: [
        {
          title: "Senior people on every project",
          description:
            "The strategists, designers and engineers you meet in the first call are the ones who do the work.",
        },
        {
          title: "Measured by results",
          description:
            "Every project starts with targets for leads, sales or sign-ups, and every report shows progress against them.",
        },
        {
          title: "Straight answers",
          description:
            "Fixed scopes, honest estimates and weekly updates. If something will be late or will not work, you hear it from us first.",
        },
        {
          title: "You own everything",
          description:
            "Code, designs, accounts and data belong to you from day one. No lock-in, no hostage domains.",
        },
      ],
    },
    work: {
      title: "Some pieces of our work",
      description: "A few recent projects for clients in healthcare, banking, retail and architecture.",
    },
    testimonials: {
      title: "What our clients say",
      description: "Results and working relationships, in the words of the people we build for.",
    },
    cta: {
      title: "There must be a reason you are here.",
      lines: [
        "Brand needs a redesign? Interesting web application idea?",
        "Your project needs development partner?",
      ],
    },
    band: {
      title: "Let's discuss your idea",
      description:
        "Leave your email and a strategist will get back to you within one business day to arrange a free 30-minute call.",
    },
  },

  portfolio: {
    title: "Completed Projects",
    description:
      "A selection of websites, dashboards, UI kits, online stores and iOS apps we have shipped for clients. Open any project to see it live.",
  },

  pricing: {
    title: "Plans and pricing",
    description:
      "Every plan includes a dedicated point of contact, monthly reporting and support by email. Need something that is not listed? Contact us for a custom quote.",
    note: "All prices in US dollars per month, billed monthly. Cancel any time.",
  },

  about: {
    company: {
      title: "Company",
      paragraphs: [
        `${site.name} was founded in ${site.address.city}, ${site.address.region}, in ${site.foundingYear} by a designer and an engineer who were tired of beautiful websites that did nothing for the business behind them. Ever since, we have built brands, websites, apps and marketing programs around one question: what will this change for the client?`,
        "Today we are a team of strategists, designers, engineers and marketers working with clients across the United States, from local practices and independent retailers to funded startups and established regional brands. We keep the team small on purpose, so every client works with senior people who know their business.",
      ],
      stats: [
        { value: "120+", label: "Projects shipped" },
        { value: "200+", label: "Companies served" },
        { value: "94%", label: "Clients who return for a second project" },
        { value: "4.9/5", label: "Average client rating" },
      ],
    },
    team: {
      title: "Team",
      paragraphs: [
        "Every project is led by a small squad: a strategist who owns the goals, a designer, an engineer and a marketer who plan the work together from the first workshop. No handoffs between departments and no junior account managers passing messages along.",
        "We work remotely across US time zones and meet in person in Cheyenne every quarter to plan, review our work and learn from each other.",
      ],
      members: [
        {
          name: "Nadia Ferreira",
          role: "Founder & Creative Director",
          image: portrait("nadia-ferreira", "Nadia Ferreira"),
        },
        {
          name: "Jonah Reyes",
          role: "Co-founder & Head of Engineering",
          image: portrait("jonah-reyes", "Jonah Reyes"),
        },
        { name: "Amara Okafor", role: "Strategy Director", image: portrait("amara-okafor", "Amara Okafor") },
        { name: "Lucas Brandt", role: "Head of Growth", image: portrait("lucas-brandt", "Lucas Brandt") },
      ],
    },
    values: [
      {
        title: "Clarity over cleverness",
        description:
          "We write plainly, design for the person in a hurry and explain our decisions in terms of your goals.",
      },
      {
        title: "Craft that lasts",
        description:
          "Accessible, fast and maintainable work that still serves you years after launch, not just on launch day.",
      },
      {
        title: "Results you can measure",
        description: "We agree on the numbers first and report against them, honestly, every month.",
      },
    ],
  },

  careers: {
    intro:
      "We are growing carefully and hire a few people each year. If you want to do thoughtful work for clients who value it, with colleagues who will review your work generously and honestly, we would like to hear from you.",
    perks: [
      {
        title: "Remote-first, with a real office",
        description:
          "Work from anywhere in US time zones, or from our Cheyenne studio. We meet in person every quarter.",
      },
      {
        title: "Health, dental and vision",
        description: "Fully paid medical, dental and vision cover for you and 75% for your dependents.",
      },
      {
        title: "Time to recharge",
        description:
          "25 days of paid vacation plus US public holidays, and the office closes between Christmas and New Year.",
      },
      {
        title: "A learning budget",
        description:
          "$2,000 a year for courses, books and conferences, and time during the week to use them.",
      },
    ],
    howToApply: {
      title: "How to apply",
      steps: [
        {
          title: "Send your application",
          description:
            "Email your résumé or LinkedIn profile, a link to your work and a few lines on why the role interests you. Put the position title in the subject line.",
        },
        {
          title: "Meet the team",
          description:
            "A 30-minute call with the hiring lead, then a conversation with two future teammates about how you work.",
        },
        {
          title: "Paid practical exercise",
          description:
            "A short, paid exercise based on a real project, followed by a review session. No unpaid spec work.",
        },
        {
          title: "Decision within two weeks",
          description:
            "We reply to every application and aim to make a decision within two weeks of your first call.",
        },
      ],
      email: "careers@arcline.example",
    },
  },

  contact: {
    title: "Contact Information",
    description: "Call, email or visit our Cheyenne studio. We answer every message within one business day.",
  },
});
