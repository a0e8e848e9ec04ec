/** Runs once when a server process starts (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    (await import("@/lib/forms/rate-limit")).recordConnectionAddresses();
    (await import("@/lib/http/methods")).refuseTrace();
    const { startLeads } = await import("@/lib/leads");
    await startLeads();
  }
}
