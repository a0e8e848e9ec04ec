import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { ServiceDetail } from "@/components/sections/service-detail";
import { common, getService, otherServices, serviceProjects, services } from "@/content";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";
import { serviceSeo } from "@/lib/seo/pages";

type Props = { params: Promise<{ slug: string }> };

// Any other slug gets the site's 404 page (app/global-not-found.tsx, "Service not found" here)
// before anything is rendered. A page that calls notFound() while it renders on request gets an
// empty document, filled in only by JavaScript, and is cached like a page for a year.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getService((await params).slug);
  if (!page) notFound();
  return seoMetadata(serviceSeo(page));
}

export default async function ServicePage({ params }: Props) {
  const page = getService((await params).slug);
  if (!page) notFound();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(serviceSeo(page))} />
      <JsonLd data={serviceJsonLd(page)} />
      <HeroBanner {...page.banner} />
      <ServiceDetail
        page={page}
        projects={serviceProjects(page)}
        others={otherServices(page)}
        copy={common}
      />
    </>
  );
}
