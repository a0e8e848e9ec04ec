import { FacebookIcon, InstagramIcon, LinkedInIcon } from "@/components/icons";
import { contentIn } from "@/content";
import { defaultLanguage } from "@/content/languages";

// Addresses, the same in every language.
const { social } = contentIn(defaultLanguage).site;

export const socialLinks = [
  { label: "Instagram", href: social.instagram, Icon: InstagramIcon },
  { label: "Facebook", href: social.facebook, Icon: FacebookIcon },
  { label: "LinkedIn", href: social.linkedin, Icon: LinkedInIcon },
] as const;
