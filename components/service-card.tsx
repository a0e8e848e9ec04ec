import { ArrowUpRightIcon, serviceIcons } from "@/components/icons";
import { common, type Service } from "@/content";
import { routes } from "@/lib/routes";

/** A service with its icon; the whole card is one link to the service page. */
export function ServiceCard({ service }: { service: Service }) {
  const { icon, title, description } = service.card;
  const Icon = serviceIcons[icon];
  const to = routes.service(service.slug);
  return (
    <article className="group relative flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-ink-soft p-7 transition duration-300 hover:-translate-y-1 hover:border-line-strong hover:bg-ink-raised">
      <span className="mb-8 inline-flex size-12 items-center justify-center rounded-2xl bg-accent/10 text-accent ring-1 ring-accent/25">
        <Icon />
      </span>
      <h3 className="text-xl font-semibold tracking-tight text-white">
        <a href={to} className="after:absolute after:inset-0 after:rounded-[var(--radius-card)]">
          {title}
        </a>
      </h3>
      <p className="mt-3 flex-1 leading-relaxed text-fg-muted">{description}</p>
      <span
        aria-hidden="true"
        className="mt-7 inline-flex items-center gap-1.5 text-sm font-semibold text-white/80 transition-colors group-hover:text-accent"
      >
        {common.learnMore} <ArrowUpRightIcon size={16} />
      </span>
    </article>
  );
}
