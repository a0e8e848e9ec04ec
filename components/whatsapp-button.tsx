import { WhatsAppIcon } from "@/components/icons";
import { site } from "@/content";

export function WhatsAppButton() {
  return (
    <a
      href={site.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/40 ring-1 ring-white/15 transition-transform hover:scale-105 md:right-8 md:bottom-8"
    >
      <WhatsAppIcon />
    </a>
  );
}
