export { default, generateMetadata } from "@/app/(site)/form/received/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("formResults");
