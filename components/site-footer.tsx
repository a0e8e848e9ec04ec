import Link from "next/link";
import type { ReactNode } from "react";
import { FooterAccordion, type FooterSection } from "@/components/footer-accordion";
import { EmailForm } from "@/components/forms/email-form";
import { Logo } from "@/components/logo";
import { socialLinks } from "@/components/social-links";
import { site } from "@/content/site";
import { aboutLink, careersLink, homeLink, serviceLinks, type NavItem } from "@/lib/navigation";
import { prefetchFor } from "@/lib/routes";

const linkClass =
  "inline-flex min-h-8 items-center text-[0.95rem] text-fg-muted transition-colors hover:text-white";

function LinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SocialList() {
  return (
    <ul className="space-y-2">
      {socialLinks.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} gap-2.5`}>
            <Icon width={18} height={18} />
            {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Headquarters() {
  return (
    <address className="space-y-1 text-[0.95rem] text-fg-muted not-italic">
      <p className="text-white">{site.legalName}</p>
      <p>Headquarters: {site.headquarters}</p>
      <p>
        <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
          {site.email}
        </a>
      </p>
    </address>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold tracking-[0.14em] text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}

function NewsletterBox() {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-ink p-6">
      <h2 id="newsletter-title" className="font-semibold text-white">
        Our newsletter
      </h2>
      <p className="mt-1.5 mb-4 text-sm leading-relaxed text-fg-muted">
        One email a month on brand, web and growth. No spam; unsubscribe any time.
      </p>
      <EmailForm
        kind="newsletter"
        label="Subscribe to our newsletter"
        placeholder="Your email"
        submitLabel="Subscribe"
        variant="compact"
      />
    </div>
  );
}

export function SiteFooter() {
  const mobileSections: FooterSection[] = [
    { id: "company", title: "Company", content: <LinkList items={[aboutLink, careersLink]} /> },
    { id: "services", title: "Services", content: <LinkList items={serviceLinks} /> },
    { id: "social", title: "Follow us", content: <SocialList /> },
    { id: "headquarters", title: "Headquarters", content: <Headquarters /> },
  ];

  return (
    <footer className="border-t border-line bg-ink-soft">
      <div className="container-page py-14 md:py-20">
        <div className="grid gap-10 lg:grid-cols-[1.1fr_2fr] lg:gap-16">
          <div className="space-y-6">
            <Link
              href={homeLink.href}
              prefetch={prefetchFor(homeLink.href)}
              aria-label={`${site.name}, home`}
              className="inline-block rounded-lg"
            >
              <Logo name={site.name} />
            </Link>
            <p className="max-w-sm text-[0.95rem] leading-relaxed text-fg-muted">{site.tagline}</p>
            <NewsletterBox />
          </div>
          <div className="hidden gap-8 md:grid md:grid-cols-4">
            <Column title="Company">
              <LinkList items={[aboutLink]} />
            </Column>
            <Column title="Services">
              <LinkList items={serviceLinks} />
            </Column>
            <Column title="Follow us">
              <SocialList />
            </Column>
            <Column title="Headquarters">
              <Headquarters />
            </Column>
          </div>
          <div className="md:hidden">
            <FooterAccordion sections={mobileSections} />
          </div>
        </div>
        <p className="mt-14 border-t border-line pt-6 text-sm text-fg-muted">
          © {new Date().getFullYear()} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
