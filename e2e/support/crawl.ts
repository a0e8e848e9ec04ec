/**
 * Every path reachable from `start` by following the links `linksOf` finds on each page
 * (same-origin paths), breadth first; at most `limit` pages.
 */
export async function crawl(
  start: string,
  linksOf: (path: string) => Promise<string[]>,
  limit = 200,
): Promise<Set<string>> {
  const reached = new Set<string>();
  const queue = [start];
  while (queue.length > 0 && reached.size < limit) {
    const path = queue.shift()!;
    if (reached.has(path)) continue;
    reached.add(path);
    queue.push(...(await linksOf(path)).filter((href) => !reached.has(href)));
  }
  return reached;
}
