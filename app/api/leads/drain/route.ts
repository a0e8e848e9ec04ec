import { createDrainRoute } from "@/lib/leads/drain-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
/** Vercel's limit for one run; the drain's last attempt ends ten seconds before it. */
export const maxDuration = 60;

export const { GET, POST } = createDrainRoute(50_000);
