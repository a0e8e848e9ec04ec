import type { Metadata } from "next";
import { HeroBanner } from "@/components/hero-banner";
import { JsonLd } from "@/components/json-ld";
import { PortfolioGrid } from "@/components/portfolio-grid";
import { ProjectCard } from "@/components/project-card";
import { GoHomeLink, SectionHeading } from "@/components/ui";
import { common, portfolio, projects } from "@/content";
import { pagePath } from "@/lib/routes";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const { banner } = portfolio;

export const metadata: Metadata = pageMetadata(pagePath("portfolio"));

export default function PortfolioPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(pagePath("portfolio"))} />
      <HeroBanner {...banner} />
      <section aria-labelledby="projects-title" className="py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="projects-title" title={portfolio.title} description={portfolio.description} />
          <div className="mt-14">
            <PortfolioGrid total={projects.length} labels={common}>
              {projects.map((project) => (
                <ProjectCard key={project.link} project={project} />
              ))}
            </PortfolioGrid>
          </div>
        </div>
      </section>
      <GoHomeLink label={common.goHome} />
    </>
  );
}
