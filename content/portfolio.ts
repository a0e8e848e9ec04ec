import { z } from "zod";
import { parseContent, projectSchema, workItemSchema, type Project, type WorkItem } from "@/content/schema";

const MODULE = "content/portfolio.ts";

/** Every project thumbnail is an 800x600 SVG in public/images/projects/. */
function thumbnail(slug: string, alt: string) {
  return { src: `/images/projects/${slug}.svg`, width: 800, height: 600, alt };
}

export const projectsSchema = z.array(projectSchema).length(15, "must list exactly 15 projects");
export const workItemsSchema = z.array(workItemSchema).length(4, "must list exactly 4 home work items");

/**
 * The 15 cards on /portfolio, in display order. The first three are shown before
 * "Show more...", so they cover three different categories.
 */
export const projects: Project[] = parseContent(MODULE, "projects", projectsSchema, [
  {
    title: "Halcyon Architects Website",
    category: "WEBSITE",
    image: thumbnail(
      "halcyon-architects-website",
      "Halcyon Architects website with a warm hero, arched imagery and service cards",
    ),
    link: "https://halcyon-architects.example/",
  },
  {
    title: "Tidewater Bank Mobile Banking",
    category: "IOS APP",
    image: thumbnail(
      "tidewater-banking-app",
      "Two iPhone screens of the Tidewater Bank app showing an account balance and monthly spending",
    ),
    link: "https://tidewater-bank.example/",
  },
  {
    title: "Northpeak Outfitters Store",
    category: "E-COMMERCE STORE",
    image: thumbnail(
      "northpeak-outfitters-store",
      "Northpeak Outfitters online store with a seasonal banner and a grid of outdoor gear",
    ),
    link: "https://northpeak-outfitters.example/",
  },
  {
    title: "Lumen Health Patient Portal",
    category: "DASHBOARD",
    image: thumbnail(
      "lumen-health-patient-portal",
      "Lumen Health portal dashboard with appointment figures, a trend chart and a capacity ring",
    ),
    link: "https://lumen-health.example/",
  },
  {
    title: "Forma Design System",
    category: "UI KIT",
    image: thumbnail(
      "forma-design-system",
      "Forma design system boards showing type, color swatches, buttons, controls and inputs",
    ),
    link: "https://forma-design.example/",
  },
  {
    title: "Ember Fitness Studio Website",
    category: "WEBSITE",
    image: thumbnail(
      "ember-fitness-studio-website",
      "Ember Fitness Studio website with a bold dark hero and class highlights",
    ),
    link: "https://ember-fitness.example/",
  },
  {
    title: "Kiln & Crate Ceramics Shop",
    category: "E-COMMERCE STORE",
    image: thumbnail(
      "kiln-and-crate-online-shop",
      "Kiln & Crate ceramics shop with handmade vases, bowls and mugs and their prices",
    ),
    link: "https://kiln-and-crate.example/",
  },
  {
    title: "Pace Running Coach App",
    category: "IOS APP",
    image: thumbnail(
      "pace-running-coach-app",
      "Two iPhone screens of the Pace app showing a daily distance goal and a mapped running route",
    ),
    link: "https://pace-coach.example/",
  },
  {
    title: "Verdant Farms Yield Dashboard",
    category: "DASHBOARD",
    image: thumbnail(
      "verdant-farms-yield-dashboard",
      "Verdant Farms dashboard with yield, soil moisture and field activity charts",
    ),
    link: "https://verdant-farms.example/",
  },
  {
    title: "Quartz Pay UI Kit",
    category: "UI KIT",
    image: thumbnail(
      "quartz-pay-ui-kit",
      "Dark-theme Quartz Pay UI kit with typography, swatches, buttons, toggles and form fields",
    ),
    link: "https://quartz-pay.example/",
  },
  {
    title: "Meridian Law Group Website",
    category: "WEBSITE",
    image: thumbnail(
      "meridian-law-group-website",
      "Meridian Law Group website with a navy and gold hero and practice area cards",
    ),
    link: "https://meridian-law.example/",
  },
  {
    title: "Nestly Home Services App",
    category: "IOS APP",
    image: thumbnail(
      "nestly-home-services-app",
      "Two iPhone screens of the Nestly app showing service categories and a booking calendar",
    ),
    link: "https://nestly.example/",
  },
  {
    title: "Bluewake Logistics Fleet Dashboard",
    category: "DASHBOARD",
    image: thumbnail(
      "bluewake-logistics-fleet-dashboard",
      "Bluewake Logistics fleet dashboard with on-time rate, active trucks and fuel cost charts",
    ),
    link: "https://bluewake-logistics.example/",
  },
  {
    title: "Saltgrass Coffee Roasters Store",
    category: "E-COMMERCE STORE",
    image: thumbnail(
      "saltgrass-coffee-roasters-store",
      "Saltgrass Coffee Roasters store with coffee bags, cups and kettles and their prices",
    ),
    link: "https://saltgrass-coffee.example/",
  },
  {
    title: "Orbit Analytics UI Kit",
    category: "UI KIT",
    image: thumbnail(
      "orbit-analytics-ui-kit",
      "Orbit Analytics UI kit with type scale, color swatches, buttons, controls and inputs",
    ),
    link: "https://orbit-analytics.example/",
  },
]);

/** Looks a project up by title, so home and service pages reuse the portfolio's images and links. */
export function findProject(title: string): Project | undefined {
  return projects.find((project) => project.title === title);
}

function workItem(title: string) {
  const project = findProject(title);
  // An unknown title is passed through as an empty item so parseContent reports the field.
  if (!project) return { category: "", title: "", image: {}, link: "" };
  const { category, image, link } = project;
  return { category, title, image, link };
}

/** The four "Some pieces of our work" cards on the home page, drawn from the portfolio. */
export const workItems: WorkItem[] = parseContent(MODULE, "workItems", workItemsSchema, [
  workItem("Lumen Health Patient Portal"),
  workItem("Halcyon Architects Website"),
  workItem("Tidewater Bank Mobile Banking"),
  workItem("Northpeak Outfitters Store"),
]);
