"use client";

import { ArrowUpRightIcon, CheckIcon } from "@/components/icons";
import { Img } from "@/components/img";
import { ServiceCard, type ServiceCardProps } from "@/components/service-card";
import { CategoryBadge } from "@/components/ui";
import type { ImageAsset } from "@/content";
import { cn } from "@/lib/cn";

// The home page's lists, rendered from their entries on both sides: the page's payload for React
// then carries each entry once, as data, rather than every element of every card.
/** A row of client logos scrolling sideways, in a loop: the list and an unread copy after it. */
export function LogoRow({ logos, reverse }: { logos: readonly ImageAsset[]; reverse?: boolean }) {
  const list = (copy: boolean) => (
    <ul aria-hidden={copy || undefined} className={copy ? "logo-list-copy" : "logo-list"}>
      {logos.map((logo) => (
        <li key={logo.src} className="shrink-0">
          <Img {...logo} alt={copy ? "" : logo.alt} className="logo-image" />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="relative flex overflow-hidden">
      {/* The row fades out at both ends under two gradients in the page colour: cheaper than
          a mask on a layer that moves every frame. */}
      {["left-0 bg-gradient-to-r", "right-0 bg-gradient-to-l"].map((side) => (
        <div key={side} aria-hidden="true" className={`marquee-fade ${side}`} />
      ))}
      <div className={cn("marquee", reverse && "marquee-reverse")}>
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}

export function ServiceGrid({ cards }: { cards: readonly ServiceCardProps[] }) {
  return (
    <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <ServiceCard {...card} />
        </li>
      ))}
    </ul>
  );
}

type ProjectCard = { title: string; category: string; link: string; image: ImageAsset };

export function ProjectGrid({
  projects,
  labels,
}: {
  projects: readonly ProjectCard[];
  labels: { readMore: string; newTab: string };
}) {
  return (
    <ul className="mt-14 grid gap-5 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.title}>
          <a href={project.link} target="_blank" rel="noopener noreferrer" className="group work-card">
            <Img {...project.image} alt="" className="work-card-image" />
            <div aria-hidden="true" className="work-card-shade" />
            <span aria-hidden="true" className="work-card-arrow">
              <ArrowUpRightIcon size={20} />
            </span>
            <CategoryBadge className="self-start">{project.category}</CategoryBadge>
            <h3 className="work-card-title">{project.title}</h3>
            <span className="work-card-more">
              {labels.readMore}
              <ArrowUpRightIcon size={16} />
              <span className="sr-only"> {labels.newTab}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ReasonList({ points }: { points: readonly { title: string; description: string }[] }) {
  return (
    <ol className="reason-list">
      {points.map((point, index) => (
        <li key={point.title} className="reason">
          <span className="reason-number">{String(index + 1).padStart(2, "0")}</span>
          <div>
            <h3 className="reason-title">
              <CheckIcon size={20} className="text-accent-strong" />
              {point.title}
            </h3>
            <p className="reason-text">{point.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
