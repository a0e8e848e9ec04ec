import { NextResponse } from "next/server";
import { version } from "@/package.json";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/** Liveness for load balancers and the container health check: no secrets, no counts. */
export function GET() {
  return NextResponse.json(
    { status: "ok", version, upstream: env().AGENCY_API_URL ? "configured" : "not configured" },
    { headers: { "Cache-Control": "no-store" } },
  );
}
