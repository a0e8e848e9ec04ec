import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { NotFoundText } from "@/components/not-found-text";
import { SiteShell, WebFontLink } from "@/components/site-shell";
import { Eyebrow, HomeButton } from "@/components/ui";
import { notFound as notFoundCopy } from "@/content";
import { serviceLinks } from "@/lib/navigation";
import { globalNotFoundMetadata, siteViewport, titleTemplate } from "@/lib/seo/metadata";
import "./globals.css";

// The 404 page of every unknown address, service slugs included (dynamicParams = false there).
// Next renders it without the root layout and sends it with Cache-Control: no-store.
export const metadata: Metadata = globalNotFoundMetadata(
  notFoundCopy.page.title,
  notFoundCopy.page.description,
);

export const viewport: Viewport = siteViewport;

export default async function GlobalNotFound() {
  // Rendered for each request: its words depend on the address (NotFoundText).
  await connection();
  return (
    <SiteShell>
      <WebFontLink />
      <section className="grid-bg relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="glow pointer-events-none absolute -top-[25rem] -right-[23rem] -z-10 size-[60rem] opacity-30 [--glow:var(--color-accent)]"
        />
        <div className="container-page flex min-h-[70svh] flex-col justify-center py-24">
          <Eyebrow className="mb-5 text-accent">{notFoundCopy.label}</Eyebrow>
          <NotFoundText titleTemplate={titleTemplate} copy={notFoundCopy} />
          <div className="mt-10">
            <HomeButton label={notFoundCopy.page.linkLabel} />
          </div>
          <nav aria-label="Services" className="mt-14">
            <h2 className="mb-4 text-sm font-semibold tracking-[0.16em] text-fg-muted uppercase">
              {notFoundCopy.servicesTitle}
            </h2>
            <ul className="flex flex-wrap gap-3">
              {serviceLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-10 items-center rounded-full border border-line-strong px-4 text-sm text-white transition-colors hover:border-white"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </SiteShell>
  );
}
