const stubPort = Number(process.env.E2E_STUB_PORT ?? 4010);

export type StubRecord = {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown>;
};

/** What the agency API stub received for one email address. */
export async function receivedFor(email: string): Promise<StubRecord[]> {
  const response = await fetch(`http://127.0.0.1:${stubPort}/__requests?email=${encodeURIComponent(email)}`);
  return (await response.json()) as StubRecord[];
}

let counter = 0;
/** A unique address per test; `+slow`, `+hold`, `+fail` and `+flaky` steer the stub's answer. */
export function uniqueEmail(tag: "ok" | "slow" | "hold" | "fail" | "flaky" = "ok") {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return tag === "ok" ? `lead.${id}@example.com` : `lead.${id}+${tag}@example.com`;
}
