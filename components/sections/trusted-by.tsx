import { Img } from "@/components/img";
import type { BrandLogo } from "@/content";
import { cn } from "@/lib/cn";

function LogoRow({ logos, reverse }: { logos: readonly BrandLogo[]; reverse?: boolean }) {
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      className={cn(
        "flex shrink-0 items-center gap-14 pr-14 md:gap-20 md:pr-20",
        copy && "motion-reduce:hidden",
      )}
    >
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <Img {...logo.image} alt={copy ? "" : logo.image.alt} className="h-8 w-auto opacity-70 md:h-9" />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="relative flex overflow-hidden">
      {/* The row fades out at both ends under two gradients in the page colour: cheaper than
          a mask on a layer that moves every frame. */}
      {["left-0 bg-gradient-to-r", "right-0 bg-gradient-to-l"].map((side) => (
        <div
          key={side}
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 ${side} z-10 w-[12%] from-ink to-transparent motion-reduce:hidden`}
        />
      ))}
      <div
        className={cn(
          "flex w-max animate-marquee motion-reduce:w-full motion-reduce:animate-none motion-reduce:[&>ul]:shrink motion-reduce:[&>ul]:pr-0 motion-reduce:[&>ul]:flex-wrap motion-reduce:[&>ul]:justify-center motion-reduce:[&>ul]:gap-y-6",
          reverse && "[animation-direction:reverse]",
        )}
      >
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}

/**
 * Two rows of client logos scrolling in opposite directions. The title keeps the floating
 * button's width free on both sides, so it stays centred over the logos.
 */
export function TrustedBy({ title, rows }: { title: string; rows: readonly (readonly BrandLogo[])[] }) {
  return (
    <section aria-labelledby="trusted-title" className="border-b border-line py-16 md:py-20">
      <h2
        id="trusted-title"
        className="mb-10 px-(--fab-clearance) text-center text-sm font-semibold tracking-[0.2em] text-balance text-fg-muted uppercase"
      >
        {title}
      </h2>
      <div className="space-y-8">
        {rows.map((logos, index) => (
          <LogoRow key={index} logos={logos} reverse={index % 2 === 1} />
        ))}
      </div>
    </section>
  );
}
