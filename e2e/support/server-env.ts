/** The environment settings that the form handlers and the lead store read. */
const serverEnvNames = [
  "AGENCY_API_URL",
  "DATA_DIR",
  "DATABASE_URL",
  "CRON_SECRET",
  "LEAD_RETENTION_DAYS",
  "VERCEL",
  "UPSTREAM_TIMEOUT_MS",
  "RATE_LIMIT_PER_MINUTE",
  "TRUST_PROXY",
  "SITE_URL",
  "LEAD_ALERT_MINUTES",
  "ALERT_WEBHOOK_URL",
] as const;

/** Removes every server setting a test file set, so the next file starts from none. */
export function clearServerEnv() {
  for (const name of serverEnvNames) delete process.env[name];
}
