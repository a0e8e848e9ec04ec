// Types of budgets.mjs for the TypeScript that imports it (the e2e suite).
export declare const KB: number;
export declare const CAROUSEL_ROUTES: string[];
export declare const SWIPER_MARKERS: string[];
export declare const showsCarousel: (html: string) => boolean;
export declare const scriptBudgetBytes: (page: { carousel: boolean }) => number;
export interface FloorComparable {
  perf: number;
  lcp: number;
  tbt: number;
}
export declare const budgetsAgainstFloor: (page: FloorComparable, floor: FloorComparable) => string[];
export declare const floorAgainstItself: (
  groups: Array<{ route: string; floor: FloorComparable }>,
) => Array<{ route: string; against: string; misses: string[] }>;
