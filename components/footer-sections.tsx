"use client";

import { useId, useState, type ReactNode } from "react";
import { DisclosureChevron } from "@/components/icons";
import { cn } from "@/lib/cn";

export type FooterSection = { id: string; title: string; content: ReactNode };

// Columns from md up; below, an accordion with one section open at most (all of them without JavaScript).
export function FooterSections({ sections }: { sections: readonly FooterSection[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className="footer-columns">
      {sections.map((section) => {
        const open = openId === section.id;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <div key={section.id}>
            <h2>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : section.id)}
                className="footer-toggle"
              >
                {section.title}
                <DisclosureChevron open={open} size={20} className="footer-chevron" />
              </button>
              <span className="footer-heading">{section.title}</span>
            </h2>
            {/* No role="region": four more landmarks in the footer, one named like the about
                page's "Company" section, would crowd the landmark list for little gain. */}
            <div id={panelId} className={cn("pb-5 noscript:block md:block md:pb-0", !open && "hidden")}>
              {section.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
