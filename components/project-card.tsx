import { Img } from "@/components/img";
import { ArrowUpRightIcon } from "@/components/icons";
import { CategoryBadge } from "@/components/ui";
import type { Project } from "@/content/schema";

/** A portfolio project: opens the live project in a new tab. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="group">
      <a
        href={project.link}
        target="_blank"
        rel="noopener noreferrer"
        className="block h-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-soft transition duration-300 hover:-translate-y-1 hover:border-line-strong"
      >
        <div className="relative aspect-[4/3] overflow-hidden">
          <Img
            src={project.image.src}
            width={project.image.width}
            height={project.image.height}
            alt={project.image.alt}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
          <CategoryBadge className="absolute top-4 left-4">{project.category}</CategoryBadge>
        </div>
        <div className="flex items-center justify-between gap-4 p-6">
          <h3 className="text-lg font-semibold tracking-tight text-white">{project.title}</h3>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
            View
            <ArrowUpRightIcon width={16} height={16} />
            <span className="sr-only"> (opens in a new tab)</span>
          </span>
        </div>
      </a>
    </li>
  );
}
