/** Runs once when a server process starts (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { recordConnectionAddresses } = await import("@/lib/forms/rate-limit");
    recordConnectionAddresses();
    const { refuseTrace } = await import("@/lib/http/methods");
    refuseTrace();
    const { startLeads } = await import("@/lib/leads");
    await startLeads();
  }
}
