export { default, generateMetadata } from "@/app/(site)/contact/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("contact");
