import { WhatsAppIcon } from "@/components/icons";
import { common, site } from "@/content";

/** Floats over the page; app/globals.css sizes it and keeps the page's text out from under it. */
export function WhatsAppButton() {
  return (
    <a
      href={site.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${common.screenReader.whatsapp} ${common.screenReader.newTab}`}
      className="fixed right-(--fab-inset) bottom-(--fab-inset) z-30 inline-flex size-(--fab-size) items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/40 ring-1 ring-white/15 transition-transform hover:scale-105"
    >
      <WhatsAppIcon size={28} />
    </a>
  );
}
