import {
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconArrowUpRight,
  IconBallpen,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsappFilled,
  IconChartLine,
  IconCheck,
  IconChevronDown,
  IconCode,
  IconDeviceMobile,
  IconMail,
  IconMapPin,
  IconMenu2,
  IconPhone,
  IconSpeakerphone,
  IconX,
  IconZoomIn,
  type Icon,
  type IconProps,
} from "@tabler/icons-react";
import type { IconName } from "@/content";
import { cn } from "@/lib/cn";

// Tabler's icons (https://tabler.io/icons), as the site draws them: beside their words, hidden
// from screen readers, in a slightly lighter stroke than Tabler's own.
const decorative = (Drawn: Icon) =>
  function DecorativeIcon(props: IconProps) {
    return <Drawn aria-hidden="true" focusable="false" stroke={1.75} {...props} />;
  };

export const ArrowRightIcon = decorative(IconArrowRight);
export const ArrowUpRightIcon = decorative(IconArrowUpRight);
export const ArrowUpIcon = decorative(IconArrowUp);
export const ArrowLeftIcon = decorative(IconArrowLeft);
export const MenuIcon = decorative(IconMenu2);
export const CloseIcon = decorative(IconX);
export const PhoneIcon = decorative(IconPhone);
export const MailIcon = decorative(IconMail);
export const MapPinIcon = decorative(IconMapPin);
export const CheckIcon = decorative(IconCheck);
export const InstagramIcon = decorative(IconBrandInstagram);
export const FacebookIcon = decorative(IconBrandFacebook);
export const LinkedInIcon = decorative(IconBrandLinkedin);
export const WhatsAppIcon = decorative(IconBrandWhatsappFilled);
const ChevronDownIcon = decorative(IconChevronDown);

export const serviceIcons: Record<IconName, ReturnType<typeof decorative>> = {
  code: decorative(IconCode),
  phone: decorative(IconDeviceMobile),
  pen: decorative(IconBallpen),
  megaphone: decorative(IconSpeakerphone),
  search: decorative(IconZoomIn),
  chart: decorative(IconChartLine),
};

export function DisclosureChevron({ open, className, ...props }: IconProps & { open: boolean }) {
  return (
    <ChevronDownIcon
      {...props}
      className={cn("transition-transform duration-200", open && "rotate-180", className)}
    />
  );
}
