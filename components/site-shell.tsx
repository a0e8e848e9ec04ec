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
 * The document around every page: the root layout's, and the 404 page's for unknown
 * addresses (app/global-not-found.tsx, which Next renders without the layout).
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
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
