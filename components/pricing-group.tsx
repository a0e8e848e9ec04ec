import { ArrowRightIcon, CheckIcon } from "@/components/icons";
import { ButtonLink } from "@/components/ui";
import type { Content, PricingGroup } from "@/content";
import { pagePath, pathIn } from "@/lib/routes";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function PricingGroupSection({ group, content }: { group: PricingGroup; content: Content }) {
  const { common, lang } = content;
  const titleId = `pricing-${group.id}`;
  return (
    <section aria-labelledby={titleId}>
      <div className="pricing-group-head">
        {/* Beside the text it keeps its words whole (the page's `anywhere` would let it shrink between
            letters), up to half the row, where a word too long for it still breaks. */}
        <h3 id={titleId} className="pricing-group-title">
          {group.title}
        </h3>
        <p className="max-w-xl text-text-muted">{group.description}</p>
      </div>
      <ul className="mt-8 grid gap-5 lg:grid-cols-3">
        {group.plans.map((plan) => {
          const featured = plan.key === "premium";
          return (
            <li key={plan.key} className={featured ? "plan-card-featured" : "plan-card"}>
              <h4 className="plan-name">{plan.title}</h4>
              {/* On the narrowest phones the period goes under the price rather than split it. */}
              <p className="plan-price-row">
                <span className="plan-price">{usd.format(plan.price)}</span>
                <span className={featured ? "text-fg-muted" : "text-text-muted"}>{common.perMonth}</span>
              </p>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature} className="plan-feature">
                    <CheckIcon size={20} className={featured ? "plan-check-featured" : "plan-check"} />
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
