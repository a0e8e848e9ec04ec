import { EmailFields } from "@/components/forms/email-fields";
import type { HomeCopy } from "@/content";
import { formView } from "@/lib/forms/copy";

export function HomeHero({ hero }: { hero: HomeCopy["hero"] }) {
  return (
    <section
      aria-labelledby="home-title"
      className="grid-bg relative isolate overflow-hidden border-b border-line"
    >
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -top-[31.5rem] left-1/2 -z-10 h-[69rem] w-[95rem] -translate-x-1/2 opacity-25 [--glow:var(--color-accent)]"
      />
      {/* The first screen's text sits above the floating button (the bottom padding is taller than
          it) and scrolling only carries it up: the column stays centred, without the button's gutter. */}
      <div className="container-page flex min-h-[calc(100svh-var(--header-height))] max-h-[60rem] flex-col items-center justify-center py-20 text-center [--fab-clearance:0px] md:py-28">
        <h1
          id="home-title"
          className="max-w-5xl text-5xl leading-[0.98] font-semibold tracking-[-0.05em] text-balance text-white sm:text-6xl md:text-7xl lg:text-[6.5rem]"
        >
          {hero.before} <span className="text-accent">{hero.highlight}</span> {hero.after}
        </h1>
        <p className="mt-7 max-w-2xl text-lg leading-relaxed text-fg-muted md:text-xl">{hero.tagline}</p>
        <EmailFields endpoint={formView("newsletter")} className="mt-10 w-full max-w-md" />
      </div>
    </section>
  );
}
