// Types of budgets.mjs for the TypeScript that imports it (the e2e suite).
export declare const KB: number;
export declare const CAROUSEL_ROUTES: string[];
export declare const SWIPER_MARKERS: string[];
export declare const hasCarousel: (route: string) => boolean;
export declare const scriptBudgetBytes: (route: string) => number;
