import { z } from "zod";
import { brandLogoSchema, parseContent, type BrandLogo } from "@/content/schema";

/** White client logos, 40 px tall, in public/images/brands/. */
function logo(slug: string, name: string, width: number) {
  return { name, image: { src: `/images/brands/${slug}.svg`, width, height: 40, alt: `${name} logo` } };
}

const row = z.array(brandLogoSchema).min(1, "must list at least one logo");
export const brandRowsSchema = z.tuple([row, row]);

/** The two "Trusted by 200+ companies" logo strips on the home page; each row scrolls on its own. */
export const brandRows: [BrandLogo[], BrandLogo[]] = parseContent(
  "content/brands.ts",
  "brandRows",
  brandRowsSchema,
  [
    [
      logo("lumen-health", "Lumen Health", 161),
      logo("northpeak", "Northpeak Outfitters", 160),
      logo("tidewater", "Tidewater Bank", 133),
      logo("halcyon", "Halcyon Architects", 120),
      logo("forma", "Forma", 120),
      logo("kiln-and-crate", "Kiln & Crate", 147),
    ],
    [
      logo("verdant", "Verdant Farms", 120),
      logo("bluewake", "Bluewake Logistics", 127),
      logo("saltgrass", "Saltgrass Coffee Roasters", 133),
      logo("meridian", "Meridian Law Group", 147),
      logo("nestly", "Nestly", 120),
      logo("orbit", "Orbit Analytics", 120),
    ],
  ],
);
