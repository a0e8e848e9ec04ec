// The performance and accessibility budgets of every route, in one place.
// Used by the browser-free script-size check (bundle-size.test.mjs) and by `npm run perf`.

/** 1 KB = 1000 bytes (Lighthouse and the size check both count bytes; KiB are not used). */
export const KB = 1000;

/** The routes that show the testimonial carousel (swiper): the only ones allowed its code. */
export const CAROUSEL_ROUTES = ["/", "/testimonials"];

export const budgets = {
  /** Lighthouse category scores, 0-100, median of the runs. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative layout shift, median of the runs. */
  cls: 0.01,
  /** JavaScript transferred (gzipped), in KB. */
  scriptKB: 160,
  scriptKBCarousel: 200,
  /** Everything transferred by the home page, in KB. */
  homeTotalKB: 400,
  /** Compared with the floor measured in the same run (perf/floor, the smallest Next site). */
  perfPointsBelowFloor: 3,
  lcpMsAboveFloor: 300,
  tbtMsAboveFloor: 50,
};

export const hasCarousel = (route) => CAROUSEL_ROUTES.includes(route);

/** The script budget of a route, in bytes. */
export const scriptBudgetBytes = (route) =>
  (hasCarousel(route) ? budgets.scriptKBCarousel : budgets.scriptKB) * KB;

/**
 * Strings found only in swiper's own code (its default parameters), not in the carousel
 * component that loads it: a chunk that contains one ships swiper.
 */
export const SWIPER_MARKERS = ["slideToClickedSlide", "touchStartPreventDefault"];
