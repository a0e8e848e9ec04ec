import { ButtonLink, Eyebrow, HomeButton } from "@/components/ui";
import { formResults } from "@/content";
import { pagePath } from "@/lib/routes";

/** The page a form posted without JavaScript lands on. */
export function FormResult({
  label,
  title,
  description,
}: {
  label: string;
  title: string;
  description: string;
}) {
  return (
    <section className="grid-bg">
      <div className="container-page flex min-h-[60svh] flex-col justify-center py-24">
        <Eyebrow className="mb-5">{label}</Eyebrow>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-[-0.04em] text-balance text-white md:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted">{description}</p>
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
