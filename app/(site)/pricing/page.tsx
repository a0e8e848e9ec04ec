import type { Metadata } from "next";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { PricingGroupSection } from "@/components/pricing-group";
import { GoHomeLink, SectionHeading } from "@/components/ui";
import { common, pricingGroups, pricing } from "@/content";
import { pagePath } from "@/lib/routes";
import { breadcrumbJsonLd, pricingJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(pagePath("pricing"));

export default function PricingPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(pagePath("pricing"))} />
      <JsonLd data={pricingJsonLd(pricingGroups)} />
      <HeroBanner {...pricing.banner} />
      <div className="on-light bg-paper py-20 text-text md:py-28">
        <div className="container-page">
          <SectionHeading title={pricing.title} description={pricing.description} light />
          <div className="mt-16 space-y-20">
            {pricingGroups.map((group) => (
              <PricingGroupSection key={group.id} group={group} />
            ))}
          </div>
          <p className="mt-16 text-sm text-text-muted">{pricing.note}</p>
        </div>
        <GoHomeLink light label={common.goHome} />
      </div>
    </>
  );
}
