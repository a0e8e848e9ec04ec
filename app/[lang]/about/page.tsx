export { default, generateMetadata } from "@/app/(site)/about/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("about");
