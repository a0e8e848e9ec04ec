export { default, generateMetadata } from "@/app/(site)/portfolio/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("portfolio");
