import { Img } from "@/components/img";
import { ServiceCard } from "@/components/service-card";
import { GoHomeLink, SectionHeading } from "@/components/ui";
import type { Project, Service } from "@/content";
import type { CommonCopy, TextBlock } from "@/content";

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

/** Everything on a service page below its hero banner. */
export function ServiceDetail({
  page,
  projects,
  others,
  copy,
}: {
  page: Service;
  projects: readonly Project[];
  others: readonly Service[];
  copy: CommonCopy;
}) {
  const { color1, color2 } = page.banner;
  return (
    <>
      <div className="on-light bg-paper py-16 text-text md:py-24">
        <div className="container-page">
          <Block block={page.content} index={1} />
          <Block block={page.content2} index={2} />
        </div>
      </div>

      <section aria-labelledby="cards-title" className="py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="cards-title" title={page.heading} />
          <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {page.cardSection.map((card, index) => (
              <li
                key={card.title}
                className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-soft p-7 transition duration-300 hover:-translate-y-1 hover:border-line-strong"
              >
                <span
                  aria-hidden="true"
                  className="mb-6 inline-flex size-10 items-center justify-center rounded-xl text-sm font-semibold text-ink tabular-nums"
                  style={{ background: `linear-gradient(135deg, ${color1}, ${color2})` }}
                >
                  {index + 1}
                </span>
                <h3 className="text-xl font-semibold tracking-tight text-white">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-fg-muted">{card.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="on-light bg-paper py-16 text-text md:py-24">
        <div className="container-page">
          <Block block={page.content3} index={3} />
        </div>
      </div>

      {projects.length > 0 && (
        <section aria-labelledby="service-work-title" className="py-20 md:py-28">
          <div className="container-page">
            <SectionHeading id="service-work-title" title={`${page.banner.page} ${copy.workSuffix}`} />
            <ul className="mt-14 grid gap-5 md:grid-cols-3">
              {projects.map((project) => (
                <li
                  key={project.title}
                  className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-soft"
                >
                  <div className="relative aspect-[4/3]">
                    <Img
                      src={project.image.src}
                      width={project.image.width}
                      height={project.image.height}
                      alt={project.image.alt}
                      className="size-full object-cover"
                    />
                  </div>
                  <h3 className="p-6 text-lg font-semibold tracking-tight text-white">{project.title}</h3>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="other-services-title" className="border-t border-line py-20 md:py-28">
        <div className="container-page">
          <SectionHeading id="other-services-title" title={copy.otherServices} />
          <ul className="mt-14 grid gap-5 md:grid-cols-3">
            {others.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </div>
        <GoHomeLink label={copy.goHomeFromService} />
      </section>
    </>
  );
}
