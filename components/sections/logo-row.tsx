import { Img } from "@/components/img";
import type { BrandLogo } from "@/content";
import { cn } from "@/lib/cn";

/** A row of client logos scrolling sideways, in a loop: the list and an unread copy after it. */
export function LogoRow({ logos, reverse }: { logos: readonly BrandLogo[]; reverse?: boolean }) {
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
          <Img {...logo.image} alt={copy ? "" : logo.image.alt} className="logo-image" />
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
