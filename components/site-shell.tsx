import localFont from "next/font/local";
import { JsonLd } from "@/components/json-ld";
import { ScrollReset } from "@/components/scroll-reset";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { ToasterHost } from "@/components/toaster-host";
import { WhatsAppButton } from "@/components/whatsapp-button";
import { organizationJsonLd } from "@/lib/seo/json-ld";

// Inter, cut to the site's characters, features and weights by scripts/subset-font.mjs (run
// before every build) from @fontsource-variable/inter. The latin characters it leaves out are
// a face of their own, fetched only by a page that shows one ("Inter Extended", app/globals.css).
const inter = localFont({
  src: "../generated/fonts/inter-latin.woff2",
  weight: "400 700",
  display: "optional",
  variable: "--font-inter",
  // The fallback faces are in app/globals.css: one per weight, for Arial and for Roboto.
  adjustFontFallback: false,
});

/**
 * Holds the HTML parser until the stylesheets above it have loaded: a browser runs an inline
 * script only once the style sheets before it are in, and builds nothing after the script
 * meanwhile. Without it the body is parsed while the stylesheet is still on its way, and the
 * first layout (which the browser forces early, when it sets up focus for a new page) works
 * through a whole unstyled page: measured here, 110 ms of main-thread work thrown away before
 * the first paint. The stylesheet blocks that paint anyway, so the wait costs nothing; the
 * browser's preload scanner keeps fetching fonts, scripts and images meanwhile.
 */
function StylesheetGate() {
  return <script dangerouslySetInnerHTML={{ __html: "/* after the stylesheets */" }} />;
}

/**
 * The document around every page: the root layout's, and the 404 page's for unknown
 * addresses (app/global-not-found.tsx, which Next renders without the layout).
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document writes its own <head>; next/head is the pages router's */}
      <head>
        <StylesheetGate />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-white px-5 py-3 text-sm font-semibold text-ink focus-visible:translate-y-0"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <WhatsAppButton />
        <ToasterHost />
        <ScrollReset />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
