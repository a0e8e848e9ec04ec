import { LogoLink } from "@/components/logo";
import { MobileMenu } from "@/components/mobile-menu";
import { NavLink } from "@/components/nav-link";
import { ServicesDropdown } from "@/components/services-dropdown";
import { LanguageLinks } from "@/components/language-links";
import type { Content } from "@/content";
import type { LanguageVersions } from "@/lib/prerendered-paths";
import { navigation } from "@/lib/navigation";

export function SiteHeader({ content, versions }: { content: Content; versions: LanguageVersions }) {
  const { lang } = content;
  const { services, openMenu, closeMenu } = content.common.menu;
  const { mainMenu } = content.common.screenReader;
  const { aboutLink, contactLink, homeLink, portfolioLink, pricingLink, serviceLinks } = navigation(content);
  const desktopLinks = [portfolioLink, aboutLink, pricingLink];
  const smallScreenLinks = [portfolioLink, aboutLink, contactLink, pricingLink];
  return (
    <>
      <header className="site-header">
        <div className="header-bar">
          <LogoLink className="rounded-lg" content={content} />
          <nav aria-label={mainMenu} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <li>
                <ServicesDropdown label={services} links={serviceLinks} />
              </li>
              {desktopLinks.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-languages">
            <LanguageLinks lang={lang} versions={versions} />
          </div>
          <NavLink href={contactLink.href} className="header-contact">
            {contactLink.label}
          </NavLink>
          <div className="lg:hidden">
            <MobileMenu
              home={homeLink}
              services={serviceLinks}
              links={smallScreenLinks}
              labels={{ services, openMenu, closeMenu, mainMenu }}
              languages={<LanguageLinks lang={lang} versions={versions} className="menu-language-link" />}
            />
          </div>
        </div>
      </header>
      {/* Without JavaScript the menu button cannot open its sheet: below lg the main links
          show as a row under the header instead (the services are listed in the footer). */}
      <noscript>
        <nav aria-label={mainMenu} className="border-b border-line bg-ink lg:hidden">
          <ul className="noscript-links">
            {[homeLink, ...smallScreenLinks].map((item) => (
              <li key={item.href}>
                <a href={item.href} className="noscript-link">
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <LanguageLinks lang={lang} versions={versions} className="noscript-link" />
            </li>
          </ul>
        </nav>
      </noscript>
    </>
  );
}
