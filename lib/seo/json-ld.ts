import type {
  BreadcrumbList,
  Offer,
  OfferCatalog,
  Organization,
  Service as ServiceSchema,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import { contentIn, type Content, type PricingGroup, type Service } from "@/content";
import { defaultLanguage, languages, type Language } from "@/content/languages";
import { env } from "@/lib/env";
import { pagePath, pathIn, routes } from "@/lib/routes";
import { ogImagePath } from "@/lib/seo/metadata";
import { staticPageSeo, type PageSeo } from "@/lib/seo/page-seo";
import { absoluteUrl } from "@/lib/seo/url";

/** The organisation's node id; services and offers point at it instead of repeating it. */
export function organizationId(): string {
  return `${env().SITE_URL}/#organization`;
}

/** The company, on every page (root layout). */
export function organizationJsonLd({ lang, site }: Content): WithContext<Organization> {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl(pathIn(lang, pagePath("home"))),
    logo: absoluteUrl("/images/logo.svg"),
    image: absoluteUrl(ogImagePath(pagePath("home"), lang)),
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.regionCode,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.phone.e164,
      email: site.email,
      contactType: "customer service",
      areaServed: address.countryCode,
      availableLanguage: languages.map(({ name }) => name),
    },
    sameAs: [site.social.instagram, site.social.facebook, site.social.linkedin],
  };
}

export function serviceJsonLd(page: Service, lang: Language): WithContext<ServiceSchema> {
  const path = routes.service(page.slug);
  const url = absoluteUrl(pathIn(lang, path));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: page.name,
    serviceType: page.banner.page,
    description: page.seo.description,
    url,
    image: absoluteUrl(ogImagePath(path, lang)),
    provider: { "@id": organizationId() },
    areaServed: { "@type": "Country", name: contentIn(lang).site.address.country },
  };
}

/** Every inner page: its language, and the trail Home > page. */
export function webPageJsonLd(page: PageSeo): WithContext<WebPage> {
  const trail = [staticPageSeo(page.lang, pagePath("home")), page];
  const url = absoluteUrl(pathIn(page.lang, page.path));
  const breadcrumb: BreadcrumbList = {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(pathIn(page.lang, crumb.path)),
    })),
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    inLanguage: page.lang,
    breadcrumb,
  };
}

function planOffer(group: PricingGroup, plan: PricingGroup["plans"][number], url: string): Offer {
  const name = `${group.title} ${plan.title}`;
  return {
    "@type": "Offer",
    name,
    description: plan.features.join(", "),
    url,
    price: plan.price,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: plan.price,
      priceCurrency: "USD",
      unitText: "MONTH",
      unitCode: "MON",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    },
    // Its group (the catalog it is listed in) describes it; the features are the offer's description.
    itemOffered: {
      "@type": "Service",
      name,
      provider: { "@id": organizationId() },
    },
    seller: { "@id": organizationId() },
  };
}

export function pricingJsonLd(groups: readonly PricingGroup[], lang: Language): WithContext<OfferCatalog> {
  const url = absoluteUrl(pathIn(lang, pagePath("pricing")));
  const { site } = contentIn(defaultLanguage);
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    "@id": `${url}#plans`,
    name: `${site.name}: ${contentIn(lang).pricing.banner.title}`,
    url,
    numberOfItems: groups.length,
    itemListElement: groups.map((group): OfferCatalog => ({
      "@type": "OfferCatalog",
      name: group.title,
      description: group.description,
      numberOfItems: group.plans.length,
      itemListElement: group.plans.map((plan) => planOffer(group, plan, url)),
    })),
  };
}

/** `<` is escaped so content such as `</script>` or `<!--` cannot end the script element early. */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
