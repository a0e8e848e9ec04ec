import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { Img } from "@/components/img";
import { ServiceCard, serviceCard } from "@/components/service-card";
import { GoHomeLink, Section, SectionHeading } from "@/components/ui";
import type { TextBlock } from "@/content";
import { defaultLanguage } from "@/content/languages";
import { pageContent, serviceParams } from "@/lib/language";
import { serviceJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";
import { serviceSeo } from "@/lib/seo/page-seo";

type Props = { params: Promise<{ slug: string }> };

// Other slugs get the 404 page (app/global-not-found.tsx) before rendering: notFound() in an
// on-request render sends an empty document, filled in by JavaScript and cached for a year.
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceParams(defaultLanguage);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { getService, lang } = await pageContent();
  const page = getService((await params).slug);
  if (!page) notFound();
  return seoMetadata(serviceSeo(page, lang));
}

function Block({ block, index }: { block: TextBlock; index: number }) {
  return (
    <div className="grid gap-6 border-t border-paper-line py-12 md:grid-cols-[5rem_1fr_1.4fr] md:gap-10">
      <span className="text-sm font-semibold text-accent-strong tabular-nums">
        {String(index).padStart(2, "0")}
      </span>
      <h2 className="text-2xl font-semibold tracking-[-0.02em] text-balance md:text-3xl">{block.title}</h2>
      <p className="text-lg leading-relaxed text-text-muted">{block.description}</p>
    </div>
  );
}

export default async function ServicePage({ params }: Props) {
  const { common, getService, lang, otherServices, serviceProjects } = await pageContent();
  const page = getService((await params).slug);
  if (!page) notFound();
  const { color1, color2 } = page.banner;
  const projects = serviceProjects(page);
  return (
    <>
      <JsonLd data={webPageJsonLd(serviceSeo(page, lang))} />
      <JsonLd data={serviceJsonLd(page, lang)} />
      <HeroBanner {...page.banner} lang={lang} />
      <div className="on-light bg-paper py-16 text-text md:py-24">
        <div className="container-page">
          <Block block={page.content} index={1} />
          <Block block={page.content2} index={2} />
        </div>
      </div>

      <Section id="cards-title" title={page.heading}>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.cardSection.map((card, index) => (
            <li key={card.title} className="step-card">
              <span
                aria-hidden="true"
                className="step-number"
                style={{ background: `linear-gradient(135deg, ${color1}, ${color2})` }}
              >
                {index + 1}
              </span>
              <h3 className="card-title">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-fg-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <div className="on-light bg-paper py-16 text-text md:py-24">
        <div className="container-page">
          <Block block={page.content3} index={3} />
        </div>
      </div>

      {projects.length > 0 && (
        <Section id="service-work-title" title={`${page.banner.page} ${common.workSuffix}`}>
          <ul className="mt-14 grid gap-5 md:grid-cols-3">
            {projects.map((project) => (
              <li
                key={project.title}
                className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-soft"
              >
                <div className="relative aspect-[4/3]">
                  <Img {...project.image} className="size-full object-cover" />
                </div>
                <h3 className="p-6 text-lg font-semibold tracking-tight text-white">{project.title}</h3>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <section aria-labelledby="other-services-title" className="border-t border-line py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="other-services-title" title={common.otherServices} />
          <ul className="mt-14 grid gap-5 md:grid-cols-3">
            {otherServices(page).map((service) => (
              <li key={service.slug}>
                <ServiceCard {...serviceCard(service, common.learnMore, lang)} />
              </li>
            ))}
          </ul>
        </div>
        <GoHomeLink lang={lang} label={common.goHomeFromService} />
      </section>
    </>
  );
}
