import { FacebookIcon, InstagramIcon, LinkedInIcon } from "@/components/icons";
import { site } from "@/content";

export const socialLinks = [
  { label: "Instagram", href: site.social.instagram, Icon: InstagramIcon },
  { label: "Facebook", href: site.social.facebook, Icon: FacebookIcon },
  { label: "LinkedIn", href: site.social.linkedin, Icon: LinkedInIcon },
] as const;
