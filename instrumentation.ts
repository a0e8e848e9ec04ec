/** Runs once when a server process starts (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    (await import("@/lib/forms/rate-limit")).recordConnectionAddresses();
    (await import("@/lib/http/methods")).refuseTrace();
    // A dev server (the team editing content) loads the lead path only when a form is sent: its
    // spam corpus and delivery loop would slow the editor's first compiles.
    if (process.env.NODE_ENV === "development") return;
    const { startLeads } = await import("@/lib/leads");
    await startLeads();
  }
}
