"use client";

import { useId, useState, type ReactNode } from "react";
import { CloseIcon, DisclosureChevron, MenuIcon } from "@/components/icons";
import { NavLink } from "@/components/nav-link";
import { useDisclosure } from "@/components/use-disclosure";
import type { NavItem } from "@/lib/navigation";

type Props = {
  home: NavItem;
  services: readonly NavItem[];
  links: readonly NavItem[];
  labels: { services: string; openMenu: string; closeMenu: string; mainMenu: string };
  /** This page in the other languages, below the links. */
  languages: ReactNode;
};

export function MobileMenu({ home, services, links, labels, languages }: Props) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const { open, setOpen, close, container, trigger, panelId } = useDisclosure();
  // Closed, the menu forgets an open Services group (adjusted while rendering, not in an effect).
  if (!open && servicesOpen) setServicesOpen(false);
  const servicesId = useId();

  const link = (item: NavItem, className = "menu-item") => (
    <NavLink href={item.href} onClick={close} className={className}>
      {item.label}
    </NavLink>
  );

  return (
    <>
      <div ref={container}>
        <button
          ref={trigger}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={open ? labels.closeMenu : labels.openMenu}
          onClick={() => setOpen((value) => !value)}
          className="menu-button"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        {/* Rendered only while open: pages ship and hydrate no hidden copy of the menu. */}
        {open && (
          <nav id={panelId} aria-label={labels.mainMenu} className="menu-panel">
            <ul className="space-y-1">
              <li>{link(home)}</li>
              <li>
                <button
                  type="button"
                  aria-expanded={servicesOpen}
                  aria-controls={servicesId}
                  onClick={() => setServicesOpen((value) => !value)}
                  className="menu-item"
                >
                  {labels.services}
                  <DisclosureChevron open={servicesOpen} size={18} />
                </button>
                <ul
                  id={servicesId}
                  hidden={!servicesOpen}
                  className="mt-1 mb-2 ml-4 border-l border-line pl-2"
                >
                  {services.map((item) => (
                    <li key={item.href}>
                      {link(
                        item,
                        "flex min-h-11 items-center rounded-xl px-4 text-[0.95rem] text-fg-muted transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:text-accent",
                      )}
                    </li>
                  ))}
                </ul>
              </li>
              {links.map((item) => (
                <li key={item.href}>{link(item)}</li>
              ))}
            </ul>
            <div className="menu-languages">{languages}</div>
          </nav>
        )}
      </div>
      {open && <div aria-hidden="true" className="menu-backdrop" />}
    </>
  );
}
