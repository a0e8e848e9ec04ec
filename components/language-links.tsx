"use client";

import { usePathname } from "next/navigation";
import type { Language } from "@/content/languages";
import type { LanguageVersions } from "@/lib/prerendered-paths";
import { pathIn, pathOutOf } from "@/lib/routes";

type Props = { lang: Language; versions: LanguageVersions; className?: string };

/** This page in each other language it is published in. */
export function LanguageLinks({ lang, versions, className = "language-link" }: Props) {
  const path = pathOutOf(lang, usePathname());
  return versions
    .filter(({ missing }) => !missing.includes(path))
    .map(({ code, name }) => (
      <a key={code} href={pathIn(code, path)} hrefLang={code} lang={code} className={className}>
        {name}
      </a>
    ));
}
