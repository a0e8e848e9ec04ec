export { default, generateMetadata } from "@/app/(site)/testimonials/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("testimonials");
