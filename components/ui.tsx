import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { ArrowLeftIcon } from "@/components/icons";
import { cn } from "@/lib/cn";
import { pagePath, prefetchFor } from "@/lib/routes";

const buttonBase =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 text-sm font-semibold tracking-[0.08em] whitespace-nowrap uppercase transition-colors";

export const buttonStyles = {
  primary: cn(buttonBase, "bg-accent-strong text-white hover:bg-accent-deep"),
  outline: cn(buttonBase, "border border-line-strong text-white hover:border-white hover:bg-white/5"),
  outlineDark: cn(buttonBase, "border border-text/25 text-text hover:border-text hover:bg-text/5"),
} as const;

export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: keyof typeof buttonStyles }) {
  return <Link className={cn(buttonStyles[variant], className)} {...props} />;
}

/** The small uppercase label above section titles. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("text-xs font-semibold tracking-[0.2em] text-accent uppercase", className)}>
      {children}
    </p>
  );
}

export function SectionHeading({
  label,
  title,
  description,
  light = false,
  id,
}: {
  label?: string;
  title: string;
  description?: string;
  light?: boolean;
  id?: string;
}) {
  return (
    <div className="max-w-2xl">
      {label && <Eyebrow className={cn("mb-4", light && "text-accent-strong")}>{label}</Eyebrow>}
      <h2
        id={id}
        className={cn(
          "text-3xl font-semibold tracking-[-0.03em] text-balance md:text-5xl",
          light ? "text-text" : "text-white",
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={cn("mt-5 text-lg leading-relaxed", light ? "text-text-muted" : "text-fg-muted")}>
          {description}
        </p>
      )}
    </div>
  );
}

/** A button back to the home page. */
export function HomeButton({ label, variant }: { label: string; variant?: keyof typeof buttonStyles }) {
  return (
    <ButtonLink href={pagePath("home")} prefetch={prefetchFor(pagePath("home"))} variant={variant}>
      <ArrowLeftIcon width={18} height={18} />
      {label}
    </ButtonLink>
  );
}

/** The "GO TO HOME" link at the end of inner pages. */
export function GoHomeLink({ light = false, label }: { light?: boolean; label: string }) {
  return (
    <div className="container-page flex justify-center py-14">
      <HomeButton label={label} variant={light ? "outlineDark" : "outline"} />
    </div>
  );
}

export function CategoryBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-white/20 bg-ink/80 px-3 py-1 text-[0.7rem] font-semibold tracking-[0.14em] text-white uppercase",
        className,
      )}
    >
      {children}
    </span>
  );
}
