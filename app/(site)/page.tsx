import type { Metadata } from "next";
import { EmailFields } from "@/components/forms/email-fields";
import { GoToTopButton } from "@/components/go-to-top-button";
import { ArrowRightIcon } from "@/components/icons";
import { Img } from "@/components/img";
import { LogoRow, ProjectGrid, ReasonList, ServiceGrid } from "@/components/sections/home-lists";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { serviceCard } from "@/components/service-card";
import { ButtonLink, Section, SectionHeading } from "@/components/ui";
import { pageContent, pageLanguage } from "@/lib/language";
import { formView } from "@/lib/forms/copy";
import { pagePath, pathIn } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("home"), await pageLanguage());
}

export default async function HomePage() {
  const content = await pageContent();
  const { lang, brandRows, common, home, homeProjects, services } = content;
  const { hero, offer, whyChooseUs, work, cta, band } = home;
  return (
    <>
      <section
        aria-labelledby="home-title"
        className="grid-bg relative isolate overflow-hidden border-b border-line"
      >
        <div aria-hidden="true" className="hero-glow" />
        {/* The text sits above the floating button (the bottom padding is taller than it) and scrolling
            only carries it up: the column stays centred, without the button's gutter. */}
        <div className="hero">
          <h1 id="home-title" className="hero-title">
            {hero.before} <span className="text-accent">{hero.highlight}</span> {hero.after}
          </h1>
          <p className="hero-tagline">{hero.tagline}</p>
          <EmailFields view={formView("newsletter", content)} className="mt-10 w-full max-w-md" />
        </div>
      </section>
      {/* The title keeps the floating button's width free on both sides, so it stays centred. */}
      <section aria-labelledby="trusted-title" className="border-b border-line py-16 md:py-20">
        <h2 id="trusted-title" className="trusted-title">
          {home.trustedBy}
        </h2>
        <div className="space-y-8">
          {brandRows.map((logos, index) => (
            <LogoRow key={index} logos={logos.map((logo) => logo.image)} reverse={index % 2 === 1} />
          ))}
        </div>
      </section>
      <Section id="offer-title" {...offer}>
        <ServiceGrid cards={services.map((service) => serviceCard(service, common.learnMore, lang))} />
      </Section>
      {/* Shown from 1024 px only, as the spec asks. */}
      <section aria-labelledby="why-title" className="on-light reasons">
        <div className="reasons-grid">
          <div className="reasons-heading">
            <SectionHeading
              id="why-title"
              title={whyChooseUs.title}
              description={whyChooseUs.description}
              light
            />
            <ButtonLink href={pathIn(lang, pagePath("contact"))} className="mt-10">
              {whyChooseUs.link}
              <ArrowRightIcon size={18} />
            </ButtonLink>
          </div>
          <ReasonList points={whyChooseUs.points} />
        </div>
      </section>
      {homeProjects.length > 0 && (
        <section aria-labelledby="work-title" className="py-20 md:py-28">
          <div className="container-page">
            <div className="work-heading">
              <SectionHeading id="work-title" title={work.title} description={work.description} />
              <ButtonLink
                href={pathIn(lang, pagePath("portfolio"))}
                variant="outline"
                className="shrink-0 self-start md:self-auto"
              >
                {work.moreLabel}
                <ArrowRightIcon size={18} />
              </ButtonLink>
            </div>
            <ProjectGrid
              projects={homeProjects.map(({ title, category, link, image }) => ({
                title,
                category: common.categories[category],
                link,
                image,
              }))}
              labels={{ readMore: work.readMore, newTab: common.screenReader.newTab }}
            />
          </div>
        </section>
      )}
      <TestimonialsSection content={content} {...home.testimonials} />
      <section aria-labelledby="cta-title" className="cta">
        <Img src="/images/dots.svg" width={320} height={320} alt="" className="cta-dots" />
        <div className="container-page">
          <div className="max-w-3xl">
            <h2 id="cta-title" className="page-section-title text-white">
              {cta.title}
            </h2>
            <div className="cta-lines">
              {cta.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <div className="cta-actions">
              <ButtonLink href={pathIn(lang, pagePath("contact"))}>
                {cta.contactLabel}
                <ArrowRightIcon size={18} />
              </ButtonLink>
              <a href={pathIn(lang, pagePath("careers"))} className="cta-link">
                {cta.careersLabel}
              </a>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="band-title" className="py-16 md:py-20">
        <div className="container-page">
          <div className="band">
            <div aria-hidden="true" className="band-glow" />
            <div className="band-grid">
              <div>
                <h2 id="band-title" className="band-title">
                  {band.title}
                </h2>
                <p className="band-text">{band.description}</p>
              </div>
              <div className="space-y-5">
                <EmailFields view={formView("contact-back", content)} onAccent />
                <GoToTopButton label={common.goToTop} />
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
