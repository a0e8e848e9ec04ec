export { default, generateMetadata } from "@/app/(site)/pricing/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("pricing");
