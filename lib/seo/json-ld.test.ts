import type { Thing, WithContext } from "schema-dts";
import { contentIn } from "@/content";
import {
  webPageJsonLd,
  organizationId,
  organizationJsonLd,
  pricingJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "@/lib/seo/json-ld";
import { serviceSeo, staticPageSeo } from "@/lib/seo/page-seo";

const { pricingGroups, services, site } = contentIn("en");

const origin = "https://arcline.example";

let previous: string | undefined;
beforeAll(() => {
  previous = process.env.SITE_URL;
  process.env.SITE_URL = origin;
});
afterAll(() => {
  process.env.SITE_URL = previous;
});

type Node = Record<string, unknown>;

/** What a crawler reads: the serialized script content, parsed back. */
function roundTrip(data: WithContext<Thing>): Node {
  return JSON.parse(serializeJsonLd(data));
}

describe("serializeJsonLd", () => {
  it("escapes < so a value cannot close the script element, and parses back to the same data", () => {
    const data: WithContext<Thing> = {
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script><!-- a < b",
    };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(json).not.toMatch(/<\/script/i);
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe("organizationJsonLd", () => {
  it("describes the company with absolute URLs, contact point, address and social profiles", () => {
    const org = roundTrip(organizationJsonLd(contentIn("en")));
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: site.name,
      url: origin,
      logo: `${origin}/images/logo.svg`,
      contactPoint: {
        "@type": "ContactPoint",
        telephone: site.phone.e164,
        email: site.email,
        contactType: "customer service",
      },
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: site.address.city,
        addressRegion: site.address.regionCode,
        postalCode: site.address.postalCode,
        addressCountry: "US",
      },
      sameAs: Object.values(site.social),
    });
  });
});

describe("serviceJsonLd", () => {
  it.each(services.map((page) => [page.slug, page] as const))(
    "describes /services/%s, provided by the organisation",
    (slug, page) => {
      expect(roundTrip(serviceJsonLd(page, "en"))).toMatchObject({
        "@type": "Service",
        name: page.name,
        description: page.seo.description,
        url: `${origin}/services/${slug}`,
        provider: { "@id": organizationId() },
        areaServed: { "@type": "Country", name: "United States" },
      });
    },
  );
});

describe("webPageJsonLd", () => {
  it("names a static page's language and leads from Home to it", () => {
    const page = staticPageSeo("en", "/pricing");
    expect(roundTrip(webPageJsonLd(page))).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${origin}/pricing`,
      url: `${origin}/pricing`,
      inLanguage: "en",
      breadcrumb: {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: origin },
          { "@type": "ListItem", position: 2, name: "Pricing", item: `${origin}/pricing` },
        ],
      },
    });
  });

  it("keeps a Spanish page's trail in Spanish, at the Spanish addresses", () => {
    const page = roundTrip(webPageJsonLd(staticPageSeo("es", "/pricing")));
    expect(page).toMatchObject({ "@id": `${origin}/es/pricing`, inLanguage: "es" });
    const { itemListElement } = page.breadcrumb as { itemListElement: { name: string; item: string }[] };
    expect(itemListElement.map(({ name, item }) => [name, item])).toEqual([
      [contentIn("es").common.menu.home, `${origin}/es`],
      [contentIn("es").pricing.banner.page, `${origin}/es/pricing`],
    ]);
  });

  it("leads from Home to a service page", () => {
    const seo = serviceSeo(services[0]!, "en");
    const crumbs = (
      roundTrip(webPageJsonLd(seo)).breadcrumb as { itemListElement: { name: string; item: string }[] }
    ).itemListElement;
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", origin],
      [seo.name, `${origin}${seo.path}`],
    ]);
  });
});

describe("pricingJsonLd", () => {
  it("lists every plan as a monthly offer in US dollars, grouped as on the page", () => {
    const catalog = roundTrip(pricingJsonLd(pricingGroups, "en"));
    expect(catalog["@type"]).toBe("OfferCatalog");
    const groups = catalog.itemListElement as { "@type": string; name: string; itemListElement: Node[] }[];
    expect(groups.map((group) => group["@type"])).toEqual(["OfferCatalog", "OfferCatalog", "OfferCatalog"]);
    expect(groups.map((group) => group.name)).toEqual(["Website", "SEO", "Digital marketing"]);

    const offers = groups.flatMap((group) =>
      group.itemListElement.map((offer) => ({ group: group.name, offer })),
    );
    const expected = pricingGroups.flatMap((group) =>
      group.plans.map((plan) => ({
        group: group.title,
        name: `${group.title} ${plan.title}`,
        price: plan.price,
      })),
    );
    expect(offers).toHaveLength(9);
    offers.forEach(({ group, offer }, index) => {
      expect({ group, name: offer.name, price: offer.price }).toEqual(expected[index]);
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "USD",
        url: `${origin}/pricing`,
        seller: { "@id": organizationId() },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: offer.price,
          priceCurrency: "USD",
          unitText: "MONTH",
        },
      });
    });
  });
});
