import type { ComponentProps, ReactNode } from "react";
import { ArrowLeftIcon } from "@/components/icons";
import { cn } from "@/lib/cn";
import type { Language } from "@/content/languages";
import { pagePath, pathIn } from "@/lib/routes";

export const buttonStyles = {
  primary: "button button-primary",
  outline: "button button-outline",
  outlineDark: "button button-outline-dark",
} as const;

export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: ComponentProps<"a"> & { variant?: keyof typeof buttonStyles }) {
  return <a className={cn(buttonStyles[variant], className)} {...props} />;
}

/** A small capitalised line above a title, in the colour `className` gives it. */
export function Eyebrow({ children, className }: { children: ReactNode; className: string }) {
  return <p className={cn("eyebrow", className)}>{children}</p>;
}

export function SectionHeading({
  label,
  title,
  description,
  light = false,
  id,
  level = 2,
}: {
  label?: string;
  title: string;
  description?: string;
  light?: boolean;
  id?: string;
  /** 1 where the section's title is the page's (the testimonials page): set larger. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="max-w-2xl">
      {label && <Eyebrow className={light ? "mb-4 text-accent-strong" : "mb-4 text-accent"}>{label}</Eyebrow>}
      <Heading
        id={id}
        className={cn(
          level === 1 ? "page-section-title" : "section-title",
          light ? "text-text" : "text-white",
        )}
      >
        {title}
      </Heading>
      {description && (
        <p className={cn("section-lead", light ? "text-text-muted" : "text-fg-muted")}>{description}</p>
      )}
    </div>
  );
}

type HomeProps = { label: string; lang: Language; variant?: keyof typeof buttonStyles };

export function HomeButton({ label, lang, variant }: HomeProps) {
  return (
    <ButtonLink href={pathIn(lang, pagePath("home"))} variant={variant}>
      <ArrowLeftIcon size={18} />
      {label}
    </ButtonLink>
  );
}

/** A dark page section: its heading and content in the page column. */
export function Section({
  children,
  ...heading
}: ComponentProps<typeof SectionHeading> & { id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={heading.id} className="py-20 md:py-28">
      <div className="container-page">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}

export function GoHomeLink({
  light = false,
  label,
  lang,
}: {
  light?: boolean;
  label: string;
  lang: Language;
}) {
  return (
    <div className="container-page flex justify-center py-14">
      <HomeButton label={label} lang={lang} variant={light ? "outlineDark" : "outline"} />
    </div>
  );
}

export function CategoryBadge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn("category-badge", className)}>{children}</span>;
}
