import { currentContentProblem } from "@/content";

/** Under `next dev` only: names a content file that does not load (a build fails instead). */
export function ContentNotice() {
  const contentProblem = currentContentProblem();
  if (!contentProblem) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-[70] max-h-[40vh] overflow-auto bg-amber-200 p-4 text-sm text-ink"
    >
      <p className="font-semibold">
        This content did not load; the pages show the last content that did (or the last commit&rsquo;s) until
        it is fixed:
      </p>
      <pre className="mt-2 font-mono whitespace-pre-wrap">{contentProblem}</pre>
    </div>
  );
}
