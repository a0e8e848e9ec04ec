import { parseContent, siteSchema, type Site } from "@/content/schema";

/**
 * The company's identity and contact details, in one place. Everything here is fictional.
 * Used by the header, footer, contact page, WhatsApp button, metadata and JSON-LD.
 */
export const site: Site = parseContent("content/site.ts", "site", siteSchema, {
  name: "Arcline Digital",
  legalName: "Arcline Digital LLC",
  tagline:
    "Brand, web, mobile and growth marketing from one senior team, built around the numbers that matter to your business.",
  description:
    "Arcline Digital is a technology and digital agency in Cheyenne, Wyoming. We design brands, build websites and mobile apps, and run the SEO, digital marketing and conversion programs that turn visitors into customers.",
  phone: { display: "+1 (307) 555-0142", e164: "+13075550142" },
  email: "hello@arcline.example",
  address: {
    street: "412 Meadowlark Lane",
    city: "Cheyenne",
    region: "Wyoming",
    regionCode: "WY",
    postalCode: "82001",
    country: "United States",
    countryCode: "US",
  },
  headquarters: "Wyoming, US",
  whatsappUrl: "https://wa.me/13075550142",
  social: {
    instagram: "https://www.instagram.com/arcline.digital",
    facebook: "https://www.facebook.com/arcline.digital",
    linkedin: "https://www.linkedin.com/company/arcline-digital",
  },
  foundingYear: 2016,
});
