import type { Metadata } from "next";
import { Img } from "@/components/img";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { GoHomeLink, SectionHeading } from "@/components/ui";
import { pageContent, pageLanguage } from "@/lib/language";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("about"), await pageLanguage());
}

export default async function AboutPage() {
  const content = await pageContent();
  const { lang, common, about } = content;
  const { banner, company, team, values } = about;
  return (
    <>
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("about")))} />
      <HeroBanner {...banner} lang={lang} />
      <div className="on-light bg-paper text-text">
        <section aria-labelledby="company-title" className="container-page py-20 md:py-28">
          <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
            <SectionHeading id="company-title" title={company.title} light />
            <div className="space-y-5 text-lg leading-relaxed text-text-muted">
              {company.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-[var(--radius-card)] border border-paper-line bg-paper-line md:grid-cols-4">
            {company.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end bg-white p-6 md:p-7">
                <dt className="mt-2 text-sm text-text-muted">{stat.label}</dt>
                <dd className="text-4xl font-semibold tracking-[-0.04em] lg:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-16 grid gap-8 md:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="border-t-2 border-accent-strong pt-6">
                <h3 className="text-xl font-semibold tracking-tight">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-text-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="team-title" className="py-20 md:py-28">
        <div className="container-page">
          <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
            <SectionHeading id="team-title" title={team.title} />
            <div className="space-y-5 text-lg leading-relaxed text-fg-muted">
              {team.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="mt-16 grid grid-cols-2 gap-5 md:grid-cols-4">
            {team.members.map((member) => (
              <li
                key={member.name}
                className="rounded-[var(--radius-card)] border border-line bg-ink-soft p-6"
              >
                <Img {...member.image} alt="" className="size-20 rounded-full" />
                <p className="mt-5 font-semibold text-white">{member.name}</p>
                <p className="mt-1 text-sm text-fg-muted">{member.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <GoHomeLink lang={lang} label={common.goHome} />
    </>
  );
}
