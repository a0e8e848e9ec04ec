export { default, generateMetadata } from "@/app/(site)/careers/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("careers");
