import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HeroBanner } from "@/components/hero-banner";
import { ServiceDetail } from "@/components/sections/service-detail";
import { getServicePage, serviceSlugs } from "@/content/services";

type Props = { params: Promise<{ slug: string }> };

// Unknown slugs reach the page, which answers 404 with this segment's "Service not found"
// (with `dynamicParams = false` Next would show the generic 404 page instead).
export const dynamicParams = true;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getServicePage((await params).slug);
  if (!page) return {};
  return { title: page.data.page, description: page.data.description };
}

export default async function ServicePage({ params }: Props) {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  return (
    <>
      <HeroBanner {...page.data} />
      <ServiceDetail page={page} />
    </>
  );
}
