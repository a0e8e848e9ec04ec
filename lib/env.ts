import { z } from "zod";

const origin = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://arcline.example" })
  .transform((value) => new URL(value).origin);

const envSchema = z.object({
  AGENCY_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://agency.example/api" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SITE_URL: origin.default("http://localhost:3000"),
  OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the runtime configuration; empty strings count as unset. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const values = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key]?.trim() || undefined]),
  );
  const result = envSchema.safeParse(values);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

let cached: { key: string; value: Env } | undefined;

/** The validated configuration, parsed again only when the process environment changes. */
export function env(): Env {
  const key = `${process.env.AGENCY_API_URL}\n${process.env.SITE_URL}\n${process.env.OUTBOX_DIR}`;
  if (cached?.key !== key) cached = { key, value: readEnv() };
  return cached.value;
}
