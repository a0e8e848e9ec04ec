import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { ServiceDetail } from "@/components/sections/service-detail";
import { getServicePage, serviceSlugs } from "@/content/services";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";
import { serviceSeo } from "@/lib/seo/pages";
import { metadata as serviceNotFoundMetadata } from "./not-found";

type Props = { params: Promise<{ slug: string }> };

// Unknown slugs reach the page, which answers 404 with this segment's "Service not found"
// (with `dynamicParams = false` Next would show the generic 404 page instead).
export const dynamicParams = true;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getServicePage((await params).slug);
  // Unknown slugs: the page renders not-found.tsx. Its metadata is returned here too, or the
  // browser, which renders that 404 from the RSC payload, would show the layout's default title.
  return page ? seoMetadata(serviceSeo(page)) : serviceNotFoundMetadata;
}

export default async function ServicePage({ params }: Props) {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(serviceSeo(page))} />
      <JsonLd data={serviceJsonLd(page)} />
      <HeroBanner {...page.data} />
      <ServiceDetail page={page} />
    </>
  );
}
