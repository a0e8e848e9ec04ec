import { z } from "zod";
import { parseContent, testimonialSchema, type Testimonial } from "@/content/schema";

function avatar(slug: string, name: string) {
  return {
    src: `/images/avatars/${slug}.svg`,
    width: 160,
    height: 160,
    alt: `Illustrated portrait of ${name}`,
  };
}

export const testimonialsSchema = z.array(testimonialSchema).length(6, "must list exactly 6 testimonials");

/** The six slides of the testimonial carousel (home page and /testimonials). */
export const testimonials: Testimonial[] = parseContent(
  "content/testimonials.ts",
  "testimonials",
  testimonialsSchema,
  [
    {
      name: "Dana Whitfield",
      company: "Lumen Health",
      role: "Director of Operations",
      image: avatar("dana-whitfield", "Dana Whitfield"),
      quote:
        "The patient portal cut our front-desk calls by about a third in the first quarter. Arcline's team asked better questions about our scheduling rules than some of our own staff.",
    },
    {
      name: "Marcus Oyelaran",
      company: "Northpeak Outfitters",
      role: "Founder",
      image: avatar("marcus-oyelaran", "Marcus Oyelaran"),
      quote:
        "We moved from a template store to a custom build in eight weeks without losing a single order. Mobile conversion went from 1.4% to 2.3%, and the weekly updates were always straight with us.",
    },
    {
      name: "Priya Raman",
      company: "Tidewater Bank",
      role: "Head of Digital Product",
      image: avatar("priya-raman", "Priya Raman"),
      quote:
        "They pushed back on two features we thought we needed, and they were right. The app launched on schedule, holds a 4.8 rating, and login-related support tickets are down 40% on last year.",
    },
    {
      name: "Tom Castellanos",
      company: "Meridian Law Group",
      role: "Managing Partner",
      image: avatar("tom-castellanos", "Tom Castellanos"),
      quote:
        "Our old site brought in two or three inquiries a month. Six months after the relaunch and the SEO work we average eighteen, mostly from people searching for the practice areas we wanted to grow.",
    },
    {
      name: "Hannah Brooks",
      company: "Saltgrass Coffee Roasters",
      role: "Marketing Manager",
      image: avatar("hannah-brooks", "Hannah Brooks"),
      quote:
        "Arcline rebuilt our brand and store, then ran the subscription campaign. Cost per subscriber fell from $41 to $24, and their monthly report is the one email our owners actually read.",
    },
    {
      name: "Elliot Park",
      company: "Verdant Farms",
      role: "VP of Engineering",
      image: avatar("elliot-park", "Elliot Park"),
      quote:
        "Clean code, useful documentation and no drama at handover. Our in-house developers took over the yield dashboard after launch and have shipped three releases on it without needing to call anyone.",
    },
  ],
);
