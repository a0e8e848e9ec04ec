import { preload } from "react-dom";
import interLatin from "@/generated/fonts/inter-latin.woff2";
import { WhatsAppIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { contentIn, currentContentProblem } from "@/content";
import type { Language } from "@/content/languages";
import { languageVersions } from "@/lib/prerendered-paths";
import { organizationJsonLd } from "@/lib/seo/json-ld";

// Inter, cut to the site's characters, features and weights by scripts/subset-font.mjs before
// every build; the latin characters it leaves out ("Inter Extended") load only where shown.
const interUrl = typeof interLatin === "string" ? interLatin : interLatin.src;
const fontPreload = { as: "font", type: "font/woff2", crossOrigin: "" } as const;

// `font-display: optional` skips a font that arrives after the first paint, so it is preloaded.
// Next leaves preload hints out of pages rendered per request (the 404 page): it renders this.
export function WebFontLink() {
  return <link rel="preload" href={interUrl} {...fontPreload} />;
}

type Props = { lang: Language; children: React.ReactNode; notFound?: boolean };

/**
 * The document around every page, and around the 404 page, which Next renders without the layout
 * (`notFound`: there is no page to link to in another language).
 */
export function SiteShell({ lang, children, notFound = false }: Props) {
  preload(interUrl, fontPreload);
  const content = contentIn(lang);
  const { common, site } = content;
  // Under `next dev` only: a content file that does not load (a build fails instead).
  const contentProblem = currentContentProblem();
  return (
    <html lang={lang}>
      <body>
        {contentProblem && (
          <div
            role="alert"
            className="fixed inset-x-0 bottom-0 z-[70] max-h-[40vh] overflow-auto bg-amber-200 p-4 text-sm text-ink"
          >
            <p className="font-semibold">
              This content did not load; the pages show the last content that did (or the last commit&rsquo;s)
              until it is fixed:
            </p>
            <pre className="mt-2 font-mono whitespace-pre-wrap">{contentProblem}</pre>
          </div>
        )}
        <a href="#main" className="skip-link">
          {common.screenReader.skipToContent}
        </a>
        <SiteHeader content={content} versions={notFound ? [] : languageVersions(lang)} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter content={content} />
        {/* The floating WhatsApp button: app/globals.css sizes it and keeps the text out from under it. */}
        <a
          href={site.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${common.screenReader.whatsapp} ${common.screenReader.newTab}`}
          className="whatsapp-button"
        >
          <WhatsAppIcon size={28} />
        </a>
        <JsonLd data={organizationJsonLd(content)} />
      </body>
    </html>
  );
}
