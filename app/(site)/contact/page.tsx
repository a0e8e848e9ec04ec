import type { Metadata } from "next";
import { EmailText } from "@/components/email-text";
import { ContactFields } from "@/components/forms/contact-fields";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/icons";
import { JsonLd } from "@/components/json-ld";
import { socialLinks } from "@/components/social-links";
import { Eyebrow, GoHomeLink } from "@/components/ui";
import { pageContent, pageLanguage } from "@/lib/language";
import { formView } from "@/lib/forms/copy";
import { glowColor } from "@/lib/glow-style";
import { pagePath } from "@/lib/routes";
import { webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPageSeo } from "@/lib/seo/page-seo";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(pagePath("contact"), await pageLanguage());
}

export default async function ContactPage() {
  const content = await pageContent();
  const { lang, common, contact, forms, site } = content;
  const { banner } = contact;
  return (
    <div className="grid-bg relative isolate overflow-hidden">
      <JsonLd data={webPageJsonLd(staticPageSeo(lang, pagePath("contact")))} />
      <div
        aria-hidden="true"
        className="glow pointer-events-none absolute -top-[25rem] -right-[23rem] -z-10 size-[60rem] opacity-40"
        style={glowColor(banner.color1)}
      />
      <div className="container-page py-16 md:py-24">
        <Eyebrow className="mb-5 text-white/80">{banner.page}</Eyebrow>
        <h1 className="max-w-3xl text-4xl leading-[1.04] font-semibold tracking-[-0.04em] text-balance text-white md:text-6xl">
          {banner.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-fg-muted">{banner.description}</p>

        <div className="mt-14 grid overflow-hidden rounded-[1.75rem] border border-line bg-white lg:grid-cols-[0.85fr_1.6fr]">
          <aside
            aria-labelledby="contact-info-title"
            className="relative isolate flex flex-col overflow-hidden bg-ink-soft p-8 md:p-10"
          >
            <div
              aria-hidden="true"
              className="glow absolute -right-52 -bottom-52 -z-10 size-[32rem] opacity-50"
              style={glowColor(banner.color2)}
            />
            <h2 id="contact-info-title" className="text-2xl font-semibold tracking-tight text-white">
              {contact.title}
            </h2>
            <p className="mt-3 leading-relaxed text-fg-muted">{contact.description}</p>
            <ul className="mt-10 space-y-6 text-white">
              <li>
                <a
                  href={`tel:${site.phone.e164}`}
                  className="inline-flex min-h-8 items-center gap-4 hover:text-accent"
                >
                  <PhoneIcon className="shrink-0 text-accent" />
                  {site.phone.display}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex min-h-8 items-center gap-4 hover:text-accent"
                >
                  <MailIcon className="shrink-0 text-accent" />
                  <EmailText address={site.email} />
                </a>
              </li>
              <li className="hidden lg:block">
                <address className="flex items-start gap-4 not-italic">
                  <MapPinIcon className="mt-0.5 shrink-0 text-accent" />
                  <span>
                    {site.address.street}
                    <br />
                    {site.address.city}, {site.address.regionCode} {site.address.postalCode}
                  </span>
                </address>
              </li>
            </ul>
            <ul className="mt-auto flex gap-3 pt-12">
              {socialLinks.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} ${common.screenReader.newTab}`}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line-strong text-white transition-colors hover:border-accent hover:text-accent"
                  >
                    <Icon size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </aside>
          <div className="on-light p-8 md:p-12">
            <ContactFields view={formView("contact", content)} copy={forms.contact} />
          </div>
        </div>
      </div>
      <GoHomeLink lang={lang} label={common.goHome} />
    </div>
  );
}
