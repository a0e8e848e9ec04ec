import { campaignKeys, type LeadSource } from "@/lib/leads";

// A visitor may have typed the address: kept as text of a length a report shows, no invisible characters.
const maxPage = 200;
const maxValue = 100;
const unwanted = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/gu;

// The page and campaign parameters of the Referer a browser sends with a same-origin post (under the
// site's strict-origin-when-cross-origin policy); nothing from another origin or the visitor's device.
export function sourceOf(request: Request, siteUrl: string): LeadSource | undefined {
  const from = URL.parse(request.headers.get("referer") ?? "");
  if (from?.origin !== new URL(siteUrl).origin) return undefined;
  const page = clean(decodeURIComponentSafe(from.pathname), maxPage) || "/";
  const campaign = Object.fromEntries(
    campaignKeys.flatMap((key) => {
      const value = clean(from.searchParams.get(key) ?? "", maxValue);
      return value ? [[key, value]] : [];
    }),
  );
  return Object.keys(campaign).length > 0 ? { page, campaign } : { page };
}

function clean(text: string, max: number) {
  return [...text.replace(unwanted, "").trim()].slice(0, max).join("");
}

function decodeURIComponentSafe(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
