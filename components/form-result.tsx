import type { Metadata } from "next";
import { ButtonLink, Eyebrow, HomeButton } from "@/components/ui";
import type { Content } from "@/content";
import type { Language } from "@/content/languages";
import { pagePath, pathIn } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo/metadata";

type ResultCopy = { pageTitle: string; label: string; description: string };

// Where a form posted without JavaScript lands: not a page to find in search results.
export const formResultMetadata = ({ pageTitle, description }: ResultCopy, lang: Language): Metadata =>
  buildMetadata({ title: pageTitle, description, lang, noindex: true });

export function FormResult({ copy, title, content }: { copy: ResultCopy; title: string; content: Content }) {
  const { formResults, lang } = content;
  return (
    <section className="grid-bg">
      <div className="container-page flex min-h-[60svh] flex-col justify-center py-24">
        <Eyebrow className="mb-5 text-accent">{copy.label}</Eyebrow>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-[-0.04em] text-balance text-white md:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted">{copy.description}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <HomeButton label={formResults.homeLink} lang={lang} />
          <ButtonLink href={pathIn(lang, pagePath("contact"))} variant="outline">
            {formResults.contactLink}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
