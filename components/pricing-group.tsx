import { ArrowRightIcon, CheckIcon } from "@/components/icons";
import { ButtonLink } from "@/components/ui";
import type { Content, PricingGroup } from "@/content";
import { cn } from "@/lib/cn";
import { pagePath, pathIn } from "@/lib/routes";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function PricingGroupSection({ group, content }: { group: PricingGroup; content: Content }) {
  const { common, lang } = content;
  const titleId = `pricing-${group.id}`;
  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-col gap-2 border-b border-paper-line pb-6 md:flex-row md:items-end md:justify-between">
        {/* Beside the text it keeps its words whole (the page's `anywhere` would let it shrink between
            letters), up to half the row, where a word too long for it still breaks. */}
        <h3
          id={titleId}
          className="text-2xl font-semibold tracking-tight wrap-break-word md:max-w-1/2 md:text-3xl"
        >
          {group.title}
        </h3>
        <p className="max-w-xl text-text-muted">{group.description}</p>
      </div>
      <ul className="mt-8 grid gap-5 lg:grid-cols-3">
        {group.plans.map((plan) => {
          const featured = plan.key === "premium";
          return (
            <li
              key={plan.key}
              className={cn(
                "flex flex-col rounded-[var(--radius-card)] border p-7 transition duration-300 hover:-translate-y-1",
                featured
                  ? "border-ink bg-ink text-white shadow-xl shadow-ink/20"
                  : "border-paper-line bg-white",
              )}
            >
              <h4 className="text-sm font-semibold tracking-[0.16em] uppercase">{plan.title}</h4>
              {/* On the narrowest phones the period goes under the price rather than split it. */}
              <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-5xl font-semibold tracking-[-0.04em] tabular-nums">
                  {usd.format(plan.price)}
                </span>
                <span className={featured ? "text-fg-muted" : "text-text-muted"}>{common.perMonth}</span>
              </p>
              <ul className="mt-7 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-3">
                    <CheckIcon
                      size={20}
                      className={cn("mt-0.5 shrink-0", featured ? "text-accent" : "text-accent-strong")}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={pathIn(lang, pagePath("contact"))}
                variant={featured ? "primary" : "outlineDark"}
                className="mt-8 w-full px-4"
                aria-label={`${common.choosePlan}: ${group.title} ${plan.title}`}
              >
                {common.choosePlan}
                <ArrowRightIcon size={18} />
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
