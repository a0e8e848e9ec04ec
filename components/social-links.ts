import { FacebookIcon, InstagramIcon, LinkedInIcon } from "@/components/icons";
import { site } from "@/content";

/** The company's social profiles with their icons, in the order the site shows them. */
export const socialLinks = [
  { label: "Instagram", href: site.social.instagram, Icon: InstagramIcon },
  { label: "Facebook", href: site.social.facebook, Icon: FacebookIcon },
  { label: "LinkedIn", href: site.social.linkedin, Icon: LinkedInIcon },
] as const;
