import { z } from "zod";

const httpUrl = (example: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${example}` });

const flag = z
  .enum(["0", "1", "true", "false"], { error: "must be 1 or 0" })
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  AGENCY_API_URL: httpUrl("https://agency.example/api")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SITE_URL: httpUrl("https://arcline.example")
    .transform((value) => new URL(value).origin)
    .default("http://localhost:3000"),
  /** Where the SQLite lead store keeps its file (when DATABASE_URL is unset); its default, .data, is storeLocation's. */
  DATA_DIR: z.string().min(1).optional(),
  /** A PostgreSQL lead store shared by every instance. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL such as postgres://user@host/db" })
    .optional(),
  /** The bearer secret of POST /api/leads/drain; unset, the endpoint does not exist. */
  CRON_SECRET: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** Days after delivery before a lead's personal fields are purged. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Sends each lead's page and campaign parameters to the agency API as `source`; off by default,
  // since the API's contract names only the fields.
  FORWARD_LEAD_SOURCE: flag.default(false),
  /** Set by Vercel: no persistent disk, so no SQLite store. */
  VERCEL: flag.default(false),
  /** How many reverse proxies in front append the client address to X-Forwarded-For (1 = true). */
  TRUST_PROXY: z
    .union([z.enum(["true", "false"]), z.coerce.number().int().min(0).max(10)], {
      error: "must be the number of proxies in front (0-10), or true for one",
    })
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : value))
    .default(0),
  /** Posts per client per minute (also the burst); 0 turns the limit off, for load tests only. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(5),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(8000),
  /** How long a lead may wait for the agency API before /api/health/delivery and the alert say so. */
  LEAD_ALERT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Where an alert goes (a JSON POST with `text`, as Slack-compatible webhooks take it). */
  ALERT_WEBHOOK_URL: httpUrl("https://hooks.slack.com/services/...").optional(),
});

export type Env = z.infer<typeof envSchema>;
const keys = Object.keys(envSchema.shape) as (keyof Env)[];

/** Reads and validates the runtime configuration; empty strings count as unset. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const values = Object.fromEntries(keys.map((key) => [key, source[key]?.trim() || undefined]));
  const result = envSchema.safeParse(values);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

let cached: { key: string; value: Env } | undefined;

/** The validated configuration, parsed again only when the process environment changes. */
export function env(): Env {
  const key = keys.map((name) => process.env[name]).join("\n");
  if (cached?.key !== key) cached = { key, value: readEnv() };
  return cached.value;
}
