import type { Metadata } from "next";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { GoHomeLink, Section, SectionHeading } from "@/components/ui";
import { pageContent, pageLanguage } from "@/lib/language";
import { fill } from "@/lib/template";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("careers"), await pageLanguage());
}

export default async function CareersPage() {
  const content = await pageContent();
  const { lang, common, careers, positions } = content;
  return (
    <>
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("careers")))} />
      <HeroBanner {...careers.banner} lang={lang} />
      <div className="on-light bg-paper text-text">
        <section aria-labelledby="positions-title" className="container-page py-20 md:py-28">
          <SectionHeading
            id="positions-title"
            title={careers.positionsTitle}
            description={careers.intro}
            light
          />
          <ul className="mt-14 space-y-5">
            {positions.map((position) => (
              <li key={position.id}>
                <article aria-labelledby={`position-${position.id}`} className="position-card">
                  <div className="position-head">
                    <div>
                      <h3 id={`position-${position.id}`} className="text-2xl font-semibold tracking-tight">
                        {position.title}
                      </h3>
                      <p className="mt-2 text-text-muted">{position.summary}</p>
                    </div>
                    <ul className="position-tags">
                      {[position.team, position.location, common.positionTypes[position.type]].map((tag) => (
                        <li key={tag} className="position-tag">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="mt-8 grid gap-8 md:grid-cols-2">
                    {(
                      [
                        [careers.responsibilitiesTitle, position.responsibilities],
                        [careers.requirementsTitle, position.requirements],
                      ] as const
                    ).map(([title, items]) => (
                      <div key={title}>
                        <h4 className="position-list-title">{title}</h4>
                        <ul className="position-list">
                          {items.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                  <a
                    href={`mailto:${careers.howToApply.email}?subject=${encodeURIComponent(fill(careers.howToApply.emailSubject, { position: position.title }))}`}
                    className="apply-button"
                  >
                    {careers.applyLabel}
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Section id="apply-title" title={careers.howToApply.title}>
        <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {careers.howToApply.steps.map((step, index) => (
            <li key={step.title} className="apply-step">
              <span className="text-sm font-semibold text-accent tabular-nums">
                {fill(careers.howToApply.stepLabel, { number: index + 1 })}
              </span>
              <h3 className="mt-4 text-xl font-semibold tracking-tight text-white">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-fg-muted">{step.description}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-lg text-fg-muted">
          {careers.howToApply.emailLead}{" "}
          <a
            href={`mailto:${careers.howToApply.email}`}
            className="font-semibold text-white underline decoration-accent underline-offset-4"
          >
            {careers.howToApply.email}
          </a>
          .
        </p>
        <h2 className="mt-20 text-2xl font-semibold tracking-tight text-white">{careers.perksTitle}</h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {careers.perks.map((perk) => (
            <li key={perk.title} className="border-t border-line-strong pt-6">
              <h3 className="font-semibold text-white">{perk.title}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">{perk.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <GoHomeLink lang={lang} label={common.goHome} />
    </>
  );
}
