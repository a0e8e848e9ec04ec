// The budgets `npm run perf` checks against the floor, and the floor checked against itself:
// the figures below are the floor's medians beside three routes in one full run.
import { budgets, budgetsAgainstFloor, floorAgainstItself } from "./budgets.mjs";

const floor = { perf: 94, lcp: 1797, tbt: 261 };

test("a page exactly at every allowance meets the budgets", () => {
  const page = {
    perf: floor.perf - budgets.perfPointsBelowFloor,
    lcp: floor.lcp + budgets.lcpMsAboveFloor,
    tbt: floor.tbt + budgets.tbtMsAboveFloor,
  };
  expect(budgetsAgainstFloor(page, floor)).toEqual([]);
});

test("a page one step past each allowance misses each budget, with its figures", () => {
  const page = {
    perf: floor.perf - budgets.perfPointsBelowFloor - 1,
    lcp: floor.lcp + budgets.lcpMsAboveFloor + 1,
    tbt: floor.tbt + budgets.tbtMsAboveFloor + 1,
  };
  expect(budgetsAgainstFloor(page, floor)).toEqual([
    "performance 90 is 4 points below the floor's 94 (allowed 3)",
    "LCP 2098 ms is 301 ms above the floor's 1797 (allowed 300)",
    "TBT 312 ms is 51 ms above the floor's 261 (allowed 50)",
  ]);
});

test("the floor against itself: each route's runs against the next route's, the last against the first", () => {
  const groups = [
    { route: "/", floor: { perf: 94, lcp: 1797, tbt: 261 } },
    { route: "/portfolio", floor: { perf: 94, lcp: 1384, tbt: 275 } },
    { route: "/pricing", floor: { perf: 97, lcp: 1392, tbt: 201 } },
  ];
  expect(floorAgainstItself(groups)).toEqual([
    {
      route: "/",
      against: "/portfolio",
      misses: ["LCP 1797 ms is 413 ms above the floor's 1384 (allowed 300)"],
    },
    {
      route: "/portfolio",
      against: "/pricing",
      misses: ["TBT 275 ms is 74 ms above the floor's 201 (allowed 50)"],
    },
    { route: "/pricing", against: "/", misses: [] },
  ]);
});

test("the floor's runs against identical runs miss nothing, and one route gives no comparison", () => {
  const same = { perf: 95, lcp: 1700, tbt: 250 };
  expect(
    floorAgainstItself([
      { route: "/", floor: same },
      { route: "/about", floor: same },
    ]).flatMap((c) => c.misses),
  ).toEqual([]);
  expect(floorAgainstItself([{ route: "/", floor: same }])).toEqual([]);
});
