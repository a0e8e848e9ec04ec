import { LogoLink } from "@/components/logo";
import { MobileMenu } from "@/components/mobile-menu";
import { NavLink } from "@/components/nav-link";
import { ServicesDropdown } from "@/components/services-dropdown";
import { common } from "@/content";
import { aboutLink, contactLink, homeLink, portfolioLink, pricingLink, serviceLinks } from "@/lib/navigation";

const desktopLinks = [portfolioLink, aboutLink, pricingLink];
const smallScreenLinks = [portfolioLink, aboutLink, contactLink, pricingLink];

export function SiteHeader() {
  const { services, openMenu, closeMenu } = common.menu;
  return (
    <>
      <header className="site-header">
        <div className="header-bar">
          <LogoLink className="rounded-lg" />
          <nav aria-label="Main" className="hidden lg:block">
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
          <NavLink href={contactLink.href} className="header-contact">
            {contactLink.label}
          </NavLink>
          <div className="lg:hidden">
            <MobileMenu
              home={homeLink}
              services={serviceLinks}
              links={smallScreenLinks}
              labels={{ services, openMenu, closeMenu }}
            />
          </div>
        </div>
      </header>
      {/* Without JavaScript the menu button cannot open its sheet: below lg the main links
          show as a row under the header instead (the services are listed in the footer). */}
      <noscript>
        <nav aria-label="Main" className="border-b border-line bg-ink lg:hidden">
          <ul className="noscript-links">
            {[homeLink, ...smallScreenLinks].map((item) => (
              <li key={item.href}>
                <a href={item.href} className="noscript-link">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </>
  );
}
