import type { Metadata } from "next";
import { EmailFields } from "@/components/forms/email-fields";
import { GoToTopButton } from "@/components/go-to-top-button";
import { ArrowRightIcon, ArrowUpRightIcon, CheckIcon } from "@/components/icons";
import { Img } from "@/components/img";
import { LogoRow } from "@/components/sections/logo-row";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { ServiceCard } from "@/components/service-card";
import { ButtonLink, CategoryBadge, Section, SectionHeading } from "@/components/ui";
import { brandRows, common, home, homeProjects, services } from "@/content";
import { formView } from "@/lib/forms/copy";
import { pagePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const { hero, offer, whyChooseUs, work, cta, band } = home;

export const metadata: Metadata = pageMetadata(pagePath("home"));

export default function HomePage() {
  return (
    <>
      <section
        aria-labelledby="home-title"
        className="grid-bg relative isolate overflow-hidden border-b border-line"
      >
        <div
          aria-hidden="true"
          className="glow pointer-events-none absolute -top-[31.5rem] left-1/2 -z-10 h-[69rem] w-[95rem] -translate-x-1/2 opacity-25 [--glow:var(--color-accent)]"
        />
        {/* The text sits above the floating button (the bottom padding is taller than it) and scrolling
            only carries it up: the column stays centred, without the button's gutter. */}
        <div className="container-page flex min-h-[calc(100svh-var(--header-height))] max-h-[60rem] flex-col items-center justify-center py-20 text-center [--fab-clearance:0px] md:py-28">
          <h1
            id="home-title"
            className="max-w-5xl text-5xl leading-[0.98] font-semibold tracking-[-0.05em] text-balance text-white sm:text-6xl md:text-7xl lg:text-[6.5rem]"
          >
            {hero.before} <span className="text-accent">{hero.highlight}</span> {hero.after}
          </h1>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-fg-muted md:text-xl">{hero.tagline}</p>
          <EmailFields endpoint={formView("newsletter")} className="mt-10 w-full max-w-md" />
        </div>
      </section>
      {/* The title keeps the floating button's width free on both sides, so it stays centred. */}
      <section aria-labelledby="trusted-title" className="border-b border-line py-16 md:py-20">
        <h2
          id="trusted-title"
          className="mb-10 px-(--fab-clearance) text-center text-sm font-semibold tracking-[0.2em] text-balance text-fg-muted uppercase"
        >
          {home.trustedBy}
        </h2>
        <div className="space-y-8">
          {brandRows.map((logos, index) => (
            <LogoRow key={index} logos={logos} reverse={index % 2 === 1} />
          ))}
        </div>
      </section>
      <Section id="offer-title" {...offer}>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>
      {/* Shown from 1024 px only, as the spec asks. */}
      <section aria-labelledby="why-title" className="on-light hidden bg-paper py-28 text-text lg:block">
        <div className="container-page grid grid-cols-[1fr_1.2fr] items-start gap-20">
          <div className="sticky top-[calc(var(--header-height)+3rem)]">
            <SectionHeading
              id="why-title"
              title={whyChooseUs.title}
              description={whyChooseUs.description}
              light
            />
            <ButtonLink href={pagePath("contact")} className="mt-10">
              {whyChooseUs.link}
              <ArrowRightIcon size={18} />
            </ButtonLink>
          </div>
          <ol className="divide-y divide-paper-line border-y border-paper-line">
            {whyChooseUs.points.map((point, index) => (
              <li key={point.title} className="grid grid-cols-[3.5rem_1fr] gap-4 py-8">
                <span className="text-sm font-semibold text-accent-strong tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
                    <CheckIcon size={20} className="text-accent-strong" />
                    {point.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-text-muted">{point.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      {homeProjects.length > 0 && (
        <section aria-labelledby="work-title" className="py-20 md:py-28">
          <div className="container-page">
            <div className="flex flex-col justify-between gap-8 md:flex-row md:items-end">
              <SectionHeading id="work-title" title={work.title} description={work.description} />
              <ButtonLink
                href={pagePath("portfolio")}
                variant="outline"
                className="shrink-0 self-start md:self-auto"
              >
                {work.moreLabel}
                <ArrowRightIcon size={18} />
              </ButtonLink>
            </div>
            <ul className="mt-14 grid gap-5 md:grid-cols-2">
              {homeProjects.map((item) => (
                <li key={item.title}>
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className="group work-card">
                    <Img {...item.image} alt="" className="work-card-image" />
                    <div aria-hidden="true" className="work-card-shade" />
                    <span aria-hidden="true" className="work-card-arrow">
                      <ArrowUpRightIcon size={20} />
                    </span>
                    <CategoryBadge className="self-start">{item.category}</CategoryBadge>
                    <h3 className="mt-4 text-2xl font-semibold tracking-tight text-white">{item.title}</h3>
                    <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
                      {work.readMore}
                      <ArrowUpRightIcon size={16} />
                      <span className="sr-only"> {common.screenReader.newTab}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <TestimonialsSection {...home.testimonials} />
      <section
        aria-labelledby="cta-title"
        className="relative isolate overflow-hidden border-y border-line py-20 md:py-28"
      >
        <Img
          src="/images/dots.svg"
          width={320}
          height={320}
          alt=""
          className="absolute top-1/2 right-[6%] -z-10 hidden -translate-y-1/2 lg:block"
        />
        <div className="container-page">
          <div className="max-w-3xl">
            <h2
              id="cta-title"
              className="text-4xl font-semibold tracking-[-0.04em] text-balance text-white md:text-6xl"
            >
              {cta.title}
            </h2>
            <div className="mt-7 space-y-2 text-lg text-fg-muted md:text-xl">
              {cta.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-5">
              <ButtonLink href={pagePath("contact")}>
                {cta.contactLabel}
                <ArrowRightIcon size={18} />
              </ButtonLink>
              <a
                href={pagePath("careers")}
                className="inline-flex min-h-12 items-center gap-2 text-sm font-semibold text-white underline decoration-accent decoration-2 underline-offset-8 transition-colors hover:text-accent"
              >
                {cta.careersLabel}
              </a>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="band-title" className="py-16 md:py-20">
        <div className="container-page">
          <div className="relative isolate overflow-hidden rounded-[2rem] bg-accent-strong px-6 py-12 md:px-14 md:py-16 [&_:focus-visible]:outline-white">
            <div
              aria-hidden="true"
              className="glow absolute -right-56 -bottom-64 -z-10 size-[40rem] opacity-70 [--glow:var(--color-accent-deep)]"
            />
            <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
              <div>
                <h2
                  id="band-title"
                  className="text-3xl font-semibold tracking-[-0.03em] text-white md:text-5xl"
                >
                  {band.title}
                </h2>
                <p className="mt-4 max-w-xl text-lg text-white">{band.description}</p>
              </div>
              <div className="space-y-5">
                <EmailFields endpoint={formView("contact-back")} onAccent />
                <GoToTopButton label={common.goToTop} />
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
