import { ArrowUpRightIcon, serviceIcons } from "@/components/icons";
import { common, type Service } from "@/content";
import { routes } from "@/lib/routes";

/** A service with its icon; the whole card is one link to the service page. */
export function ServiceCard({ service }: { service: Service }) {
  const { icon, title, description } = service.card;
  const Icon = serviceIcons[icon];
  const to = routes.service(service.slug);
  return (
    <article className="group service-card">
      <span className="service-card-icon">
        <Icon />
      </span>
      <h3 className="card-title">
        <a href={to} className="card-link">
          {title}
        </a>
      </h3>
      <p className="mt-3 flex-1 leading-relaxed text-fg-muted">{description}</p>
      <span aria-hidden="true" className="card-more">
        {common.learnMore} <ArrowUpRightIcon size={16} />
      </span>
    </article>
  );
}
