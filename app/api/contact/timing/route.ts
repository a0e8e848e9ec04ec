import { json, withErrorEnvelope } from "@/lib/http/envelope";
import { issueTimingValue } from "@/lib/leads";

export const dynamic = "force-dynamic";

// Sent back with the post: a form sent faster than a person fills it is spam (lib/leads/spam.ts).
// A browser that never asks (no JavaScript) sends none, which never counts against a post.
export const GET = withErrorEnvelope("form.timing_error", async () =>
  json({ value: await issueTimingValue() }, 200),
);
