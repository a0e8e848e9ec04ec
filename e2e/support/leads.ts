import { LeadStore } from "../../lib/leads/store.mjs";
import type { Lead } from "../../lib/leads/types";

export type StoreLocation = Parameters<typeof LeadStore.open>[0];

/** Every lead in a store, read the way the staff tool reads it: from the outside. */
export async function storedLeads(location: StoreLocation): Promise<Lead[]> {
  const store = await LeadStore.open(location);
  try {
    const leads: Lead[] = [];
    for await (const lead of store.each()) leads.push(lead);
    return leads;
  } finally {
    await store.close();
  }
}

/** A newsletter sign-up: the answer's status, or "no answer" when the connection died. */
export async function signUp(port: number, email: string, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/contact/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return "no answer" as const;
  }
}

/** How many times the agency API stub received each address. */
export async function deliveriesOf(stubPort: number, emails: string[]) {
  const all = (await (await fetch(`http://127.0.0.1:${stubPort}/__requests`)).json()) as {
    body: { email?: string };
  }[];
  const counts = new Map<string, number>();
  for (const record of all) {
    const email = record.body?.email;
    if (email) counts.set(email, (counts.get(email) ?? 0) + 1);
  }
  return emails.map((email) => counts.get(email) ?? 0);
}
