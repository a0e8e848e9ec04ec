"use client";

import { DisclosureChevron } from "@/components/icons";
import { NavLink } from "@/components/nav-link";
import { useDisclosure } from "@/components/use-disclosure";
import { cn } from "@/lib/cn";
import type { NavItem } from "@/lib/navigation";

export function ServicesDropdown({ label, links }: { label: string; links: readonly NavItem[] }) {
  const { open, setOpen, close, container, trigger, panelId, pathname } = useDisclosure();

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "services-toggle",
          open || links.some((link) => link.href === pathname) ? "text-white" : "text-fg-muted",
        )}
      >
        {label}
        <DisclosureChevron open={open} size={16} />
      </button>
      {/* Rendered only while open: pages ship and hydrate no hidden copy of the links. */}
      {open && (
        <div id={panelId} className="services-panel">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} onClick={close} className="services-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
