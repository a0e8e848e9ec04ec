/** Everything under content/, for convenient imports: `import { site, servicePages } from "@/content"`. */
export * from "@/content/schema";
export * from "@/content/site";
export * from "@/content/services";
export * from "@/content/portfolio";
export * from "@/content/testimonials";
export * from "@/content/pricing";
export * from "@/content/brands";
export * from "@/content/careers";
export * from "@/content/pages";
