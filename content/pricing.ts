import { z } from "zod";
import { parseContent, pricingGroupSchema, type PricingGroup } from "@/content/schema";

export const pricingGroupsSchema = z
  .array(pricingGroupSchema)
  .length(3, "must list the Website, SEO and Digital marketing groups");

/**
 * The three pricing groups on /pricing. Prices are US dollars per month and, like the plan
 * features, are exactly those of the product specification (section 9): change them only
 * when the business changes its prices.
 */
export const pricingGroups: PricingGroup[] = parseContent(
  "content/pricing.ts",
  "pricingGroups",
  pricingGroupsSchema,
  [
    {
      id: "website",
      title: "Website",
      description:
        "A professionally designed website, built, hosted and kept up to date by our team for one monthly fee.",
      plans: [
        { title: "Basic", price: 300, features: ["4 pages"] },
        { title: "Premium", price: 200, features: ["6 pages"] },
        { title: "Enterprise", price: 500, features: ["12 pages"] },
      ],
    },
    {
      id: "seo",
      title: "SEO",
      description:
        "Keyword targeting, link building and blog content every month to grow the traffic you get from search.",
      plans: [
        { title: "Basic", price: 100, features: ["3 keywords", "50 backlinks", "3 blogs"] },
        { title: "Premium", price: 150, features: ["5 keywords", "80 backlinks", "6 blogs"] },
        { title: "Enterprise", price: 200, features: ["Overall keywords", "150 backlinks", "10 blogs"] },
      ],
    },
    {
      id: "digital-marketing",
      title: "Digital marketing",
      description:
        "Regular social posts, blog articles and hands-on account management that keep your brand in front of customers.",
      plans: [
        { title: "Basic", price: 100, features: ["Posting 5 days a week"] },
        { title: "Premium", price: 180, features: ["15 blogs"] },
        { title: "Enterprise", price: 250, features: ["60 posts", "30 blogs", "Account manager"] },
      ],
    },
  ],
);
