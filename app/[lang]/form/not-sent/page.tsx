export { default, generateMetadata } from "@/app/(site)/form/not-sent/page";
import { translatedParams } from "@/lib/language";

export const generateStaticParams = translatedParams("formResults");
