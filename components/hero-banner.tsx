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
    <section
      aria-labelledby="page-title"
      className="grid-bg relative isolate flex min-h-[330px] items-center overflow-hidden border-b border-line md:min-h-[500px] lg:min-h-[600px]"
    >
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -top-[23.75rem] -right-[21.75rem] -z-10 size-[55.5rem] opacity-45 md:size-[63.5rem]"
        style={glowColor(color1)}
      />
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -bottom-[27rem] -left-[25rem] -z-10 size-[56rem] opacity-35 md:size-[64rem]"
        style={glowColor(color2)}
      />
      <div className="container-page py-16 md:py-24">
        <Eyebrow className="mb-5 text-white/80">{page}</Eyebrow>
        <h1
          id="page-title"
          className="max-w-4xl text-4xl leading-[1.04] font-semibold tracking-[-0.04em] text-balance text-white sm:text-5xl md:text-6xl lg:text-7xl"
        >
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-fg-muted md:text-xl">{description}</p>
        <ButtonLink href={pathIn(lang, pagePath("contact"))} className="mt-9">
          {button}
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}
