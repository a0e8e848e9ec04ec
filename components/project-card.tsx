import { Img } from "@/components/img";
import { ArrowUpRightIcon } from "@/components/icons";
import { CategoryBadge } from "@/components/ui";
import { common, type Project } from "@/content";

/** A portfolio project: opens the live project in a new tab. Its category sits under the image, clear of the picture. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <li className="group">
      <a
        href={project.link}
        target="_blank"
        rel="noopener noreferrer"
        className="block h-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-soft transition duration-300 hover:-translate-y-1 hover:border-line-strong"
      >
        <div className="aspect-[4/3] overflow-hidden">
          <Img
            {...project.image}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        </div>
        <div className="p-6">
          <CategoryBadge>{project.category}</CategoryBadge>
          <div className="mt-3 flex items-center justify-between gap-4">
            <h3 className="text-lg font-semibold tracking-tight text-white">{project.title}</h3>
            <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
              {common.view}
              <ArrowUpRightIcon width={16} height={16} />
              <span className="sr-only"> {common.screenReader.newTab}</span>
            </span>
          </div>
        </div>
      </a>
    </li>
  );
}
