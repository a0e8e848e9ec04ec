import { mkdir, open, type FileHandle } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  encodeEntry,
  foldText,
  journalFileName,
  type JournalEntry,
  type OutboxRecord,
  type OutboxState,
} from "@/lib/outbox/journal.mjs";
import { runtime } from "@/lib/server/runtime";

export type { OutboxRecord, OutboxState };

export type NewSubmission = { id: string; kind: string; payload: Record<string, unknown>; time: Date };
export type AttemptRecord = {
  state: OutboxState;
  status?: number;
  error?: string;
  nextAttemptAt?: number;
  time: number;
};

type Queued = { bytes: string; settle: (error?: unknown) => void };

/**
 * The durable outbox of one directory: appends journal entries, flushed to disk (fdatasync)
 * before the returned promise resolves, and keeps the folded records in memory. Concurrent
 * appends share one write and one flush (group commit). Entries other processes append
 * (`npm run leads -- retry`) are picked up by `refresh()`.
 */
export class Outbox {
  readonly records = new Map<string, OutboxRecord>();
  /** Ids with a delivery attempt under way in this process: at most one per submission. */
  readonly inFlight = new Set<string>();
  /** Journal lines that could not be read (a torn write after a crash, a hand edit). */
  skipped = 0;
  private offset = 0;
  private queue: Queued[] = [];
  private writing = false;
  private idle: (() => void)[] = [];
  private reading: Promise<void> = Promise.resolve();
  private queuedRead: Promise<void> | undefined;
  private checkEnd = true;
  private closed = false;

  private constructor(
    readonly dir: string,
    private readonly handle: FileHandle,
  ) {}

  static async open(dir: string): Promise<Outbox> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const handle = await open(join(dir, journalFileName), "a+", 0o600);
    try {
      if ((await handle.stat()).size === 0) await syncDirectory(dir);
      const outbox = new Outbox(dir, handle);
      await outbox.refresh();
      return outbox;
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Stores a new submission as pending; resolves once it is on disk. With `claim` the caller
   * holds its in-flight slot from the start (and must release it), so the background
   * deliverer cannot pick it up before the caller's own first attempt.
   */
  async add({ id, kind, payload, time }: NewSubmission, { claim = false } = {}): Promise<OutboxRecord> {
    if (claim) this.inFlight.add(id);
    try {
      await this.append([
        { v: 1, op: "add", id, kind, payload, time: time.toISOString(), attempts: 0, state: "pending" },
      ]);
    } catch (error) {
      this.inFlight.delete(id);
      throw error;
    }
    const record = this.records.get(id);
    if (!record) throw new Error("The stored submission could not be read back.");
    return record;
  }

  async recordAttempt(id: string, { state, status, error, nextAttemptAt, time }: AttemptRecord) {
    await this.append([
      {
        v: 1,
        op: "attempt",
        id,
        time: new Date(time).toISOString(),
        state,
        ...(status === undefined ? {} : { status }),
        ...(error === undefined ? {} : { error }),
        ...(nextAttemptAt === undefined ? {} : { nextAttemptAt: new Date(nextAttemptAt).toISOString() }),
      },
    ]);
  }

  /** Pending submissions due for an attempt and not already being attempted, oldest first. */
  due(now: number): OutboxRecord[] {
    return [...this.records.values()]
      .filter((r) => r.state === "pending" && r.nextAttemptAt <= now && !this.inFlight.has(r.id))
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
  }

  count(state: OutboxState) {
    let n = 0;
    for (const record of this.records.values()) if (record.state === state) n += 1;
    return n;
  }

  /** Reads entries appended since the last read, by this process or another. */
  refresh(): Promise<void> {
    // A read that has not started yet will see everything written so far: join it.
    if (this.queuedRead) return this.queuedRead;
    const next = this.reading.then(() => {
      this.queuedRead = undefined;
      return this.readNew();
    });
    this.queuedRead = next;
    this.reading = next.catch(() => undefined);
    return next;
  }

  /** Waits for queued writes, then closes the file. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    if (this.writing || this.queue.length > 0) await new Promise<void>((done) => this.idle.push(done));
    await this.reading;
    await this.handle.close();
  }

  private async append(entries: JournalEntry[]) {
    if (this.closed) throw new Error("The outbox is closed.");
    await new Promise<void>((done, fail) => {
      this.queue.push({
        bytes: entries.map(encodeEntry).join(""),
        settle: (error) => (error === undefined ? done() : fail(error)),
      });
      if (!this.writing) void this.writeQueued();
    });
    await this.refresh();
  }

  private async writeQueued() {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        let text = batch.map((item) => item.bytes).join("");
        // A crash or a failed write can leave half a line; never glue a new entry onto it.
        if (this.checkEnd && !(await this.endsWithNewline())) text = `\n${text}`;
        await writeFully(this.handle, Buffer.from(text, "utf8"));
        await this.handle.datasync();
        this.checkEnd = false;
        for (const item of batch) item.settle();
      } catch (error) {
        this.checkEnd = true;
        for (const item of batch) item.settle(error ?? new Error("write failed"));
      }
    }
    this.writing = false;
    for (const done of this.idle.splice(0)) done();
  }

  private async endsWithNewline() {
    const { size } = await this.handle.stat();
    if (size === 0) return true;
    const last = Buffer.alloc(1);
    await this.handle.read(last, 0, 1, size - 1);
    return last[0] === 0x0a;
  }

  private async readNew() {
    const { size } = await this.handle.stat();
    if (size <= this.offset) return;
    const buffer = Buffer.alloc(size - this.offset);
    let read = 0;
    while (read < buffer.length) {
      const { bytesRead } = await this.handle.read(buffer, read, buffer.length - read, this.offset + read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    // Only whole lines: another process may be halfway through its write.
    const end = buffer.lastIndexOf(0x0a, read - 1);
    if (end < 0) return;
    this.skipped += foldText(this.records, buffer.toString("utf8", 0, end + 1));
    this.offset += end + 1;
  }
}

/** The process-wide outbox of a directory, opened once; a failed open is retried next call. */
export function outboxAt(dir: string): Promise<Outbox> {
  const { outboxes } = runtime();
  const path = resolve(dir);
  let outbox = outboxes.get(path);
  if (!outbox) {
    outbox = Outbox.open(path);
    outboxes.set(path, outbox);
    outbox.catch(() => outboxes.delete(path));
  }
  return outbox;
}

async function writeFully(handle: FileHandle, bytes: Buffer) {
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, null);
    written += bytesWritten;
  }
}

/** Makes a newly created file's directory entry survive a power loss. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
