import { ArrowUpRightIcon, serviceIcons } from "@/components/icons";
import type { IconName } from "@/content";
import type { Language } from "@/content/languages";
import { pathIn, routes } from "@/lib/routes";

export type ServiceCardProps = {
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  /** The card's "Learn more" line. */
  more: string;
  lang: Language;
};

/** A service with its icon; the whole card is one link to the service page. */
export function ServiceCard({ slug, icon, title, description, more, lang }: ServiceCardProps) {
  const Icon = serviceIcons[icon];
  return (
    <article className="group service-card">
      <span className="service-card-icon">
        <Icon />
      </span>
      <h3 className="card-title">
        <a href={pathIn(lang, routes.service(slug))} className="card-link">
          {title}
        </a>
      </h3>
      <p className="service-card-text">{description}</p>
      <span aria-hidden="true" className="card-more">
        {more} <ArrowUpRightIcon size={16} />
      </span>
    </article>
  );
}

/** What a service's card needs of it, and nothing else of the service. */
export const serviceCard = (
  service: { slug: string; card: { icon: IconName; title: string; description: string } },
  more: string,
  lang: Language,
): ServiceCardProps => ({ slug: service.slug, ...service.card, more, lang });
