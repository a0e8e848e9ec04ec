import type { IconName } from "@/content";
import { Icon, type IconProps } from "@/components/icon";
import { cn } from "@/lib/cn";

// Tabler's icons, drawn from one sprite (lib/icons/sprite.mjs, served at /icons.svg): beside their words
// and hidden from screen readers.
export type { IconProps };
const drawn = (id: string) =>
  function DrawnIcon(props: IconProps) {
    return <Icon id={id} {...props} />;
  };

export const ArrowRightIcon = drawn("icon-arrow-right");
export const ArrowUpRightIcon = drawn("icon-arrow-up-right");
export const ArrowUpIcon = drawn("icon-arrow-up");
export const ArrowLeftIcon = drawn("icon-arrow-left");
export const MenuIcon = drawn("icon-menu");
export const CloseIcon = drawn("icon-close");
export const PhoneIcon = drawn("icon-phone");
export const MailIcon = drawn("icon-mail");
export const MapPinIcon = drawn("icon-map-pin");
export const CheckIcon = drawn("icon-check");
export const InstagramIcon = drawn("icon-instagram");
export const FacebookIcon = drawn("icon-facebook");
export const LinkedInIcon = drawn("icon-linkedin");
export const WhatsAppIcon = drawn("icon-whatsapp");
const ChevronDownIcon = drawn("icon-chevron-down");

export const serviceIcons: Record<IconName, ReturnType<typeof drawn>> = {
  code: drawn("icon-code"),
  phone: drawn("icon-device-mobile"),
  pen: drawn("icon-ballpen"),
  megaphone: drawn("icon-speakerphone"),
  search: drawn("icon-zoom-in"),
  chart: drawn("icon-chart-line"),
};

export function DisclosureChevron({ open, className, ...props }: IconProps & { open: boolean }) {
  return <ChevronDownIcon {...props} className={cn("disclosure-chevron", open && "rotate-180", className)} />;
}
