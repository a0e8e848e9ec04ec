import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { NotFoundText } from "@/components/not-found-text";
import { SiteShell, WebFontLink } from "@/components/site-shell";
import { Eyebrow, HomeButton } from "@/components/ui";
import { contentIn } from "@/content";
import { defaultLanguage, languages, type Language } from "@/content/languages";
import { navigation } from "@/lib/navigation";
import { languageHeader } from "@/lib/routes";
import { globalNotFoundMetadata, siteViewport, titleTemplate } from "@/lib/seo/metadata";
import "./globals.css";

// The 404 page of every unknown address, service slugs included (dynamicParams = false there).
// Next renders it without the root layout and sends it with Cache-Control: no-store.

/** The address's language, as proxy.ts read it; the default's where the proxy does not run (`next dev`). */
async function addressLanguage(): Promise<Language> {
  const code = (await headers()).get(languageHeader);
  return languages.find((language) => language.code === code)?.code ?? defaultLanguage;
}

export async function generateMetadata(): Promise<Metadata> {
  const lang = await addressLanguage();
  const { page } = contentIn(lang).notFound;
  return globalNotFoundMetadata(page.title, page.description, lang);
}

export const viewport: Viewport = siteViewport;

export default async function GlobalNotFound() {
  // Rendered for each request: its words depend on the address (NotFoundText).
  const lang = await addressLanguage();
  const content = contentIn(lang);
  const notFoundCopy = content.notFound;
  return (
    <SiteShell lang={lang} notFound>
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
            <HomeButton label={notFoundCopy.page.linkLabel} lang={lang} />
          </div>
          <nav aria-labelledby="not-found-services" className="mt-14">
            <h2
              id="not-found-services"
              className="mb-4 text-sm font-semibold tracking-[0.16em] text-fg-muted uppercase"
            >
              {notFoundCopy.servicesTitle}
            </h2>
            <ul className="flex flex-wrap gap-3">
              {navigation(content).serviceLinks.map((link) => (
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
