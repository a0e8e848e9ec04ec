// Types of the lead store, which is plain JavaScript (store.mjs) for the staff tool's plain Node.
import type { CompiledQuery, Generated, Kysely, SelectQueryBuilder, Selectable } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { campaignKeys, engines, leadStates } from "./store.mjs";

export type LeadState = (typeof leadStates)[number];

/** Times are epoch milliseconds. Named as in code; the columns are snake_case (CamelCasePlugin). */
export type LeadsTable = {
  /** Also the Idempotency-Key of every delivery attempt. */
  id: string;
  kind: string;
  /** The validated form body as JSON; null once purged or erased. */
  payload: string | null;
  /** Lower-cased, so one person's leads can be found and erased; null once purged. */
  email: string | null;
  state: LeadState;
  attempts: Generated<number>;
  /** Failed attempts since the lead arrived or was last re-queued; drives the backoff. */
  failures: Generated<number>;
  receivedAt: number;
  /** When the lead arrived or was last re-queued: its age for the backoff. */
  since: number;
  /** When nextAttemptAt was set; one in the future means the clock was stepped back. */
  scheduledAt: number;
  nextAttemptAt: number;
  leaseOwner: string | null;
  leaseUntil: number | null;
  updatedAt: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: number | null;
  purgedAt: number | null;
  /** Where the lead was sent from, as JSON (LeadSource); null when the post did not say, or once purged. */
  source: string | null;
  /** Why the spam rules caught it (JSON, SpamReason[]); kept after staff release it. */
  spamReasons: string | null;
  /** The team's decision: "real" when released, "spam" when marked; what the spam filter learns from. */
  spamLabel: "spam" | "real" | null;
  /** The language of the form it was sent with ("en", "es"); null for leads older than the column. */
  language: string | null;
};

export type Database = {
  leads: LeadsTable;
  store_probe: { id: number; checkedAt: number; filler: Uint8Array | null };
  delivery_incident: { id: number; openedAt: number | null; alertedOpen: number | null };
  secrets: { name: string; value: string };
  spam_filter: { id: number; model: string; threshold: number; corpus: string; trainedAt: number };
  /** A delivered or pending lead's fingerprint (store.mjs), claimed until expiresAt. */
  lead_fingerprints: { fingerprint: string; leadId: string; expiresAt: number };
  /** The last report of held spam (lib/leads/alerts.ts): when, and up to which received time. */
  spam_report: { id: number; reportedUntil: number; reportedAt: number };
  form_answers: { kind: string; answeredAt: number | null } & FormAnswer;
};

/** How a lead was answered, and in how many milliseconds: what spam is answered. */
export type FormAnswer = { status: number; message: string; ms: number };

export type Campaign = Partial<Record<(typeof campaignKeys)[number], string>>;

export type LeadSource = { page: string; campaign?: Campaign };

/** A lead as the store hands it out, its JSON columns parsed. */
export type Lead = Omit<Selectable<LeadsTable>, "payload" | "source" | "spamReasons"> & {
  payload: Record<string, unknown> | null;
  source: LeadSource | null;
  spamReasons: SpamReason[] | null;
};

/** The spam rule a post broke (lib/leads/spam.ts). */
export type SpamReason = "honeypot" | "too-fast" | "repeat" | "throwaway-email" | "link-markup" | "content";

export type Outcome =
  | { state: "delivered"; status: number }
  | { state: "pending"; status?: number; error: string; retryInMs: number }
  | { state: "undeliverable"; status?: number; error: string };

export type Engine = keyof typeof engines;

/** What differs between the engines (sqlite.mjs, postgresql.mjs): the store's queries are written once above it. */
export type Connection = {
  /** The tables as SQL names them, which no type describes: for the migrations and raw SQL. */
  db: Kysely<Record<string, Record<string, unknown>>>;
  /** A rate limiter counting in the store, so every instance counts against one limit; none on SQLite. */
  sharedLimiter?(options: SharedLimiterOptions): RateLimiterAbstract;
  /** Makes the table sharedLimiter counts in (by the first migration). */
  createLimiterTable?(db: Connection["db"]): Promise<void>;
  /** The column types the engines name differently. */
  types: { bytes: "blob" | "bytea"; double: "real" | "double precision" };
  /** Runs the statements in one transaction; resolves with the rows each changed, once committed. */
  write(queries: CompiledQuery[]): Promise<number[]>;
  /** Runs a write again while another process holds the lock. */
  patiently<T>(write: () => Promise<T>): Promise<T>;
  /** Whether a commit that failed may still have happened: its answer lost with the connection. */
  mayHaveCommitted(error: unknown): boolean;
  /** What to add to this process's clock to read the one every instance shares. */
  clockOffset(): Promise<number>;
  /** Leaves out the rows another process is claiming at this moment. */
  skipLocked<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Throws when a write would be lost: the store's file deleted or replaced. */
  checkWritable(): void;
  /** Leaves no copy of deleted rows outside the store's main file. */
  compact(): Promise<void>;
};

/** Points per `duration` seconds per key; the insurance counts while the store cannot. */
export type SharedLimiterOptions = {
  keyPrefix: string;
  points: number;
  duration: number;
  insuranceLimiter: RateLimiterAbstract;
};
