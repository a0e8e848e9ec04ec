import { FooterSections, type FooterSection } from "@/components/footer-sections";
import { EmailText } from "@/components/email-text";
import { EmailFields } from "@/components/forms/email-fields";
import { LogoLink } from "@/components/logo";
import { socialLinks } from "@/components/social-links";
import type { Content } from "@/content";
import { formView } from "@/lib/forms/copy";
import { navigation, type NavItem } from "@/lib/navigation";

function LinkList({
  items,
  mobileOnly = [],
}: {
  items: readonly NavItem[];
  mobileOnly?: readonly NavItem[];
}) {
  return (
    <ul className="space-y-2">
      {[...items, ...mobileOnly].map((item) => (
        <li key={item.href} className={mobileOnly.includes(item) ? "md:hidden" : undefined}>
          <a href={item.href} className="footer-link">
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function SocialList({ newTab }: { newTab: string }) {
  return (
    <ul className="space-y-2">
      {socialLinks.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" className="footer-link gap-2.5">
            <Icon size={18} />
            {label}
            <span className="sr-only"> {newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Headquarters({ content: { site, footer } }: { content: Content }) {
  return (
    <address className="footer-address">
      <p className="text-white">{site.legalName}</p>
      <p>{`${footer.headquartersLabel} ${site.headquarters}`}</p>
      <p>
        <a href={`mailto:${site.email}`} className="footer-link">
          <EmailText address={site.email} />
        </a>
      </p>
    </address>
  );
}

export function SiteFooter({ content }: { content: Content }) {
  const { common, footer, site } = content;
  const { aboutLink, careersLink, serviceLinks, testimonialsLink } = navigation(content);
  const sections: FooterSection[] = [
    {
      id: "company",
      title: footer.sections.company,
      content: <LinkList items={[aboutLink, testimonialsLink]} mobileOnly={[careersLink]} />,
    },
    { id: "services", title: footer.sections.services, content: <LinkList items={serviceLinks} /> },
    {
      id: "social",
      title: footer.sections.social,
      content: <SocialList newTab={common.screenReader.newTab} />,
    },
    { id: "headquarters", title: footer.sections.headquarters, content: <Headquarters content={content} /> },
  ];

  return (
    <footer className="border-t border-line bg-ink-soft">
      <div className="container-page py-14 md:py-20">
        <div className="footer-grid">
          <div className="space-y-6">
            <LogoLink className="inline-block rounded-lg" content={content} />
            <p className="footer-tagline">{site.tagline}</p>
            <div className="newsletter-box">
              <h2 id="newsletter-title" className="font-semibold text-white">
                {footer.newsletter.title}
              </h2>
              <p className="newsletter-text">{footer.newsletter.description}</p>
              <EmailFields
                view={formView("newsletter", content)}
                label={footer.newsletter.label}
                placeholder={footer.newsletter.placeholder}
                submitLabel={footer.newsletter.submit}
                variant="compact"
              />
            </div>
          </div>
          <FooterSections sections={sections} />
        </div>
        <p className="footer-rights">{`© ${new Date().getFullYear()} ${site.legalName}. ${footer.rights}`}</p>
      </div>
    </footer>
  );
}
