export { default, generateMetadata, generateStaticParams } from "@/app/(site)/services/[slug]/page";

// Other slugs get the 404 page, as in the default language.
export const dynamicParams = false;
