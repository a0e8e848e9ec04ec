import type { Metadata } from "next";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { PricingGroupSection } from "@/components/pricing-group";
import { GoHomeLink, SectionHeading } from "@/components/ui";
import { pageContent, pageLanguage } from "@/lib/language";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd, pricingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("pricing"), await pageLanguage());
}

export default async function PricingPage() {
  const content = await pageContent();
  const { lang, common, pricingGroups, pricing } = content;
  return (
    <>
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("pricing")))} />
      <JsonLd data={pricingJsonLd(pricingGroups, lang)} />
      <HeroBanner {...pricing.banner} lang={lang} />
      <div className="on-light bg-paper py-20 text-text md:py-28">
        <div className="container-page">
          <SectionHeading title={pricing.title} description={pricing.description} light />
          <div className="mt-16 space-y-20">
            {pricingGroups.map((group) => (
              <PricingGroupSection key={group.id} group={group} content={content} />
            ))}
          </div>
          <p className="mt-16 text-sm text-text-muted">{pricing.note}</p>
        </div>
        <GoHomeLink lang={lang} light label={common.goHome} />
      </div>
    </>
  );
}
