import { Img } from "@/components/img";
import { ArrowUpRightIcon } from "@/components/icons";
import { CategoryBadge } from "@/components/ui";
import { common, type Project } from "@/content";

/** A home "piece of our work": its image shows at rest and zooms in on hover or keyboard focus. */
export function WorkCard({ item, readMore }: { item: Project; readMore: string }) {
  const external = item.link.startsWith("https://");
  return (
    <a
      href={item.link}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="group relative isolate flex min-h-72 flex-col justify-end overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-soft p-7 transition duration-300 hover:border-line-strong md:min-h-80"
    >
      <Img
        {...item.image}
        alt=""
        className="absolute inset-0 -z-20 size-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-visible:scale-105"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/75 to-ink/10"
      />
      <span
        aria-hidden="true"
        className="absolute top-7 right-7 inline-flex size-12 items-center justify-center rounded-full border border-line-strong text-white transition duration-300 group-hover:border-accent group-hover:bg-accent group-hover:text-ink"
      >
        <ArrowUpRightIcon width={20} height={20} />
      </span>
      <CategoryBadge className="self-start">{item.category}</CategoryBadge>
      <h3 className="mt-4 text-2xl font-semibold tracking-tight text-white">{item.title}</h3>
      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
        {readMore}
        <ArrowUpRightIcon width={16} height={16} />
        {external && <span className="sr-only"> {common.screenReader.newTab}</span>}
      </span>
    </a>
  );
}
