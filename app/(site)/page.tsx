import type { Metadata } from "next";
import { HomeHero } from "@/components/sections/home-hero";
import {
  CallToAction,
  CtaBand,
  OfferSection,
  WhyChooseUs,
  WorkSection,
} from "@/components/sections/home-sections";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { TrustedBy } from "@/components/sections/trusted-by";
import { brandRows, home, homeProjects, services } from "@/content";
import { pagePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata(pagePath("home"));

export default function HomePage() {
  return (
    <>
      <HomeHero hero={home.hero} />
      <TrustedBy title={home.trustedBy} rows={brandRows} />
      <OfferSection copy={home.offer} services={services} />
      <WhyChooseUs copy={home.whyChooseUs} />
      <WorkSection copy={home.work} items={homeProjects} />
      <TestimonialsSection {...home.testimonials} />
      <CallToAction copy={home.cta} />
      <CtaBand copy={home.band} />
    </>
  );
}
