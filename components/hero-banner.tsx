import { ArrowRightIcon } from "@/components/icons";
import { ButtonLink, Eyebrow } from "@/components/ui";
import type { Banner } from "@/content";
import type { Language } from "@/content/languages";
import { glowColor } from "@/lib/glow-style";
import { pagePath, pathIn } from "@/lib/routes";

export function HeroBanner({
  page,
  title,
  description,
  button,
  color1,
  color2,
  lang,
}: Banner & { lang: Language }) {
  return (
    <section aria-labelledby="page-title" className="grid-bg banner">
      <div aria-hidden="true" className="banner-glow-top" style={glowColor(color1)} />
      <div aria-hidden="true" className="banner-glow-bottom" style={glowColor(color2)} />
      <div className="container-page py-16 md:py-24">
        <Eyebrow className="mb-5 text-white/80">{page}</Eyebrow>
        <h1 id="page-title" className="banner-title">
          {title}
        </h1>
        <p className="banner-lead">{description}</p>
        <ButtonLink href={pathIn(lang, pagePath("contact"))} className="mt-9">
          {button}
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}
