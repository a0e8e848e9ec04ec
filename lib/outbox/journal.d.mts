export type OutboxState = "pending" | "delivered" | "undeliverable";

/** One submission as folded from the journal. Times are ISO strings, or epoch ms where noted. */
export type OutboxRecord = {
  /** Also the Idempotency-Key of every delivery attempt. */
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  time: string;
  state: OutboxState;
  attempts: number;
  /** Failed attempts since the submission or its last re-queue; drives the backoff. */
  failures: number;
  /** Epoch ms. */
  nextAttemptAt: number;
  /** Epoch ms of the submission or its last re-queue. */
  since: number;
  updatedAt: string;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
};

export type JournalEntry =
  | {
      v: 1;
      op: "add";
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      time: string;
      attempts: 0;
      state: "pending";
    }
  | {
      v: 1;
      op: "attempt";
      id: string;
      time: string;
      state: OutboxState;
      status?: number;
      error?: string;
      nextAttemptAt?: string;
    }
  | { v: 1; op: "requeue"; id: string; time: string; state: "pending" };

export const journalFileName: string;
export const outboxStates: readonly OutboxState[];
export function encodeEntry(entry: JournalEntry): string;
export function applyEntry(records: Map<string, OutboxRecord>, entry: unknown): boolean;
export function foldText(records: Map<string, OutboxRecord>, text: string): number;
export function readJournal(dir: string): { records: Map<string, OutboxRecord>; skipped: number };
export function appendJournal(dir: string, entries: JournalEntry[]): void;
