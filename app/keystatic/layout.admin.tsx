import type { Metadata } from "next";
import { KeystaticApp } from "@/app/keystatic/keystatic-app";
import { env } from "@/lib/env";

// Its own root layout, with none of the site's header, footer or styles. It exists only in
// `next dev` and in builds with the GitHub-mode variables (next.config.mjs: pageExtensions).
export const metadata: Metadata = {
  title: "Editor",
  robots: { index: false, follow: false },
  metadataBase: new URL(env().SITE_URL),
};

export default function EditorLayout() {
  return (
    <html lang="en">
      <body>
        <KeystaticApp />
      </body>
    </html>
  );
}
