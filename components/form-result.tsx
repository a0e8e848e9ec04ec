import type { Metadata } from "next";
import { ButtonLink, Eyebrow, HomeButton } from "@/components/ui";
import { formResults } from "@/content";
import { pagePath } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo/metadata";

type ResultCopy = { pageTitle: string; label: string; description: string };

// Where a form posted without JavaScript lands: not a page to find in search results.
export const formResultMetadata = ({ pageTitle, description }: ResultCopy): Metadata =>
  buildMetadata({ title: pageTitle, description, noindex: true });

export function FormResult({ copy, title }: { copy: ResultCopy; title: string }) {
  return (
    <section className="grid-bg">
      <div className="container-page flex min-h-[60svh] flex-col justify-center py-24">
        <Eyebrow className="mb-5 text-accent">{copy.label}</Eyebrow>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-[-0.04em] text-balance text-white md:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted">{copy.description}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <HomeButton label={formResults.homeLink} />
          <ButtonLink href={pagePath("contact")} variant="outline">
            {formResults.contactLink}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
