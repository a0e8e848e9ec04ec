import { z } from "zod";
import { careerPositionSchema, parseContent, type CareerPosition } from "@/content/schema";

export const positionsSchema = z
  .array(careerPositionSchema)
  .min(1, "must list at least one position (say so on the page instead if hiring is paused)");

/** Open positions on /careers. The id is the position's anchor on the page, e.g. /careers#seo-strategist. */
export const positions: CareerPosition[] = parseContent("content/careers.ts", "positions", positionsSchema, [
  {
    id: "senior-product-designer",
    title: "Senior Product Designer",
    team: "Design",
    location: "Remote (US time zones)",
    type: "Full-time",
    summary:
      "Lead the design of websites and mobile apps for our clients, from the first research session to the handoff to engineering, and help shape the design practice as it grows.",
    responsibilities: [
      "Run discovery workshops, user interviews and usability tests with client teams",
      "Design flows, wireframes and high-fidelity interfaces in Figma for web and mobile products",
      "Build and maintain design systems that engineers can implement without guesswork",
      "Present work to clients and explain the reasoning behind each design decision",
      "Review the work of mid-level designers and help them grow",
    ],
    requirements: [
      "5+ years designing digital products, with a portfolio that shows your process as well as the result",
      "Expert knowledge of Figma, including components, variables and prototyping",
      "A working knowledge of accessibility (WCAG 2.2) and responsive design",
      "Comfort presenting to founders and executives and defending decisions with evidence",
      "Agency or consultancy experience is a plus, not a requirement",
    ],
  },
  {
    id: "frontend-engineer-nextjs",
    title: "Frontend Engineer (Next.js)",
    team: "Engineering",
    location: "Cheyenne, WY / hybrid",
    type: "Full-time",
    summary:
      "Build fast, accessible marketing sites and web applications with Next.js and TypeScript, working in a small squad with a designer, a strategist and a project lead.",
    responsibilities: [
      "Build pages and components in Next.js, React and TypeScript from Figma designs",
      "Set up headless CMS content models so client teams can publish without a developer",
      "Keep sites within performance budgets and pass Core Web Vitals on real devices",
      "Write unit and end-to-end tests and review pull requests from your teammates",
      "Integrate analytics, CRMs and payment providers through their APIs",
    ],
    requirements: [
      "3+ years of professional experience with React and TypeScript",
      "Hands-on experience with the Next.js App Router and server components",
      "Solid HTML and CSS skills, including semantic markup and keyboard accessibility",
      "Experience with Jest, Playwright or similar testing tools",
      "Able to work from our Cheyenne office at least two days a week",
    ],
  },
  {
    id: "performance-marketing-specialist",
    title: "Performance Marketing Specialist",
    team: "Growth",
    location: "Remote (US time zones)",
    type: "Full-time",
    summary:
      "Plan, launch and optimize paid campaigns for a portfolio of B2B and e-commerce clients, and report on them in terms of leads and revenue rather than clicks.",
    responsibilities: [
      "Manage Meta, Google and LinkedIn ad accounts with monthly budgets from $5,000 to $80,000",
      "Plan creative tests with our designers and retire ads that stop performing",
      "Set up and audit conversion tracking with GA4, Google Tag Manager and conversion APIs",
      "Build client dashboards and lead the monthly results call",
    ],
    requirements: [
      "3+ years running paid social and search campaigns with accountable budgets",
      "Confident with GA4, Google Tag Manager and spreadsheet analysis",
      "Able to explain results and recommendations clearly to non-marketers",
      "Google Ads and Meta Blueprint certifications are a plus",
    ],
  },
  {
    id: "seo-strategist",
    title: "SEO Strategist",
    team: "Growth",
    location: "Cheyenne, WY / hybrid",
    type: "Full-time",
    summary:
      "Own the organic search strategy for a group of client accounts, from technical audits and keyword research to content plans and link building.",
    responsibilities: [
      "Run technical SEO audits and work with our engineers to fix what you find",
      "Research keywords and turn them into content briefs for our writers",
      "Plan and run link building through digital PR and partnerships",
      "Track rankings, organic traffic and conversions, and report them monthly",
      "Keep the team up to date on search engine updates and what they mean for clients",
    ],
    requirements: [
      "3+ years in SEO, in-house or at an agency, with results you can show",
      "Daily user of Google Search Console, GA4 and a crawler such as Screaming Frog",
      "Working knowledge of HTML, structured data and how JavaScript affects indexing",
      "Clear writing: you will brief writers and explain strategy to clients",
    ],
  },
]);
