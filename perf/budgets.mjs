// The performance and accessibility budgets of every route, in one place.
// Used by the browser-free script-size check (bundle-size.test.mjs) and by `npm run perf`.

/** 1 KB = 1000 bytes (Lighthouse and the size check both count bytes; KiB are not used). */
export const KB = 1000;

/** The pages, in the default language, that show the testimonial carousel (swiper). */
export const CAROUSEL_ROUTES = ["/", "/testimonials"];

/** What a page that shows the carousel has in its HTML, in every language: the only pages allowed its code. */
export const showsCarousel = (html) => html.includes('aria-roledescription="carousel"');

export const budgets = {
  /** Lighthouse category scores, 0-100, median of the runs. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative layout shift, median of the runs. */
  cls: 0.01,
  /**
   * Script a page names in its HTML, gzipped, in KB: the floor's 134.9 KB (Next's and React's
   * runtime) and scriptKBAboveFloor. Lighthouse counts the same files with their response headers,
   * so `npm run perf` holds it to the floor's figure from the same run. The carousel's pages also
   * load swiper, once the carousel nears the screen.
   */
  scriptKB: 139.9,
  scriptKBAboveFloor: 5,
  scriptKBCarousel: 165,
  /** A page's HTML in KB, raw and gzipped: what a visitor waits for before anything else. */
  html: { raw: 80, gzip: 16 },
  /** The home page's, where most visits start: held to less after compression. */
  homeHtml: { raw: 80, gzip: 15 },
  /** Everything transferred by the home page, in KB. */
  homeTotalKB: 400,
  /** Compared with the floor measured in the same run (perf/floor, the smallest Next site). */
  perfPointsBelowFloor: 3,
  lcpMsAboveFloor: 300,
  tbtMsAboveFloor: 50,
};

/**
 * The budgets that depend on the CPU: a page's medians against the floor's from the same run.
 * Returns one sentence per budget missed.
 * @param {{ perf: number, lcp: number, tbt: number }} page
 * @param {{ perf: number, lcp: number, tbt: number }} floor
 */
export function budgetsAgainstFloor(page, floor) {
  const misses = [];
  const ms = Math.round;
  if (page.perf < floor.perf - budgets.perfPointsBelowFloor)
    misses.push(
      `performance ${page.perf} is ${floor.perf - page.perf} points below the floor's ${floor.perf} (allowed ${budgets.perfPointsBelowFloor})`,
    );
  if (page.lcp > floor.lcp + budgets.lcpMsAboveFloor)
    misses.push(
      `LCP ${ms(page.lcp)} ms is ${ms(page.lcp - floor.lcp)} ms above the floor's ${ms(floor.lcp)} (allowed ${budgets.lcpMsAboveFloor})`,
    );
  if (page.tbt > floor.tbt + budgets.tbtMsAboveFloor)
    misses.push(
      `TBT ${ms(page.tbt)} ms is ${ms(page.tbt - floor.tbt)} ms above the floor's ${ms(floor.tbt)} (allowed ${budgets.tbtMsAboveFloor})`,
    );
  return misses;
}

/**
 * How the floor fares against itself: the medians of its runs beside each route, checked with
 * budgetsAgainstFloor against those beside the next route (the last against the first). The
 * floor is one page, so every miss is the noise of the machine: it says how many misses of
 * the site's table that noise alone can explain.
 * @param {Array<{ route: string, floor: { perf: number, lcp: number, tbt: number } }>} groups
 * @returns {Array<{ route: string, against: string, misses: string[] }>}
 */
export function floorAgainstItself(groups) {
  if (groups.length < 2) return [];
  return groups.map((group, i) => {
    const next = groups[(i + 1) % groups.length];
    return { route: group.route, against: next.route, misses: budgetsAgainstFloor(group.floor, next.floor) };
  });
}

/** The HTML budget of a page, in bytes. */
export function htmlBudget(route) {
  const { raw, gzip } = route === "/" ? budgets.homeHtml : budgets.html;
  return { raw: raw * KB, gzip: gzip * KB };
}

/** The script budget of a page, in bytes. */
export const scriptBudgetBytes = ({ carousel }) =>
  (carousel ? budgets.scriptKBCarousel : budgets.scriptKB) * KB;

/**
 * Strings found only in swiper's own code (its default parameters), not in the carousel
 * component that loads it: a chunk that contains one ships swiper.
 */
export const SWIPER_MARKERS = ["slideToClickedSlide", "touchStartPreventDefault"];
