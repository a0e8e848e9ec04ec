import type { Metadata } from "next";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { PortfolioGrid } from "@/components/portfolio-grid";
import { ArrowUpRightIcon } from "@/components/icons";
import { Img } from "@/components/img";
import { CategoryBadge, GoHomeLink, Section } from "@/components/ui";
import { pageContent, pageLanguage } from "@/lib/language";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("portfolio"), await pageLanguage());
}

export default async function PortfolioPage() {
  const content = await pageContent();
  const { lang, common, portfolio, projects } = content;
  return (
    <>
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("portfolio")))} />
      <HeroBanner {...portfolio.banner} lang={lang} />
      <Section id="projects-title" title={portfolio.title} description={portfolio.description}>
        {projects.length > 0 && (
          <div className="mt-14">
            <PortfolioGrid total={projects.length} labels={common}>
              {projects.map((project) => (
                <li key={project.link} className="group">
                  <a href={project.link} target="_blank" rel="noopener noreferrer" className="portfolio-card">
                    <div className="aspect-[4/3] overflow-hidden">
                      <Img
                        {...project.image}
                        className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
                      />
                    </div>
                    <div className="p-6">
                      <CategoryBadge>{common.categories[project.category]}</CategoryBadge>
                      <div className="mt-3 flex items-center justify-between gap-4">
                        <h3 className="text-lg font-semibold tracking-tight text-white">{project.title}</h3>
                        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
                          {common.view}
                          <ArrowUpRightIcon size={16} />
                          <span className="sr-only"> {common.screenReader.newTab}</span>
                        </span>
                      </div>
                    </div>
                  </a>
                </li>
              ))}
            </PortfolioGrid>
          </div>
        )}
      </Section>
      <GoHomeLink lang={lang} label={common.goHome} />
    </>
  );
}
