export { default, generateMetadata } from "@/app/(site)/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("home");
