// @ts-check
// How the last lead of each form was answered, in any instance: what spam of that form is answered,
// so a sender cannot tell a held post from a real one (lib/leads/submit.ts).

/** @typedef {import("./types").FormAnswer} FormAnswer */

/** At most one write a form, per instance; another instance's answers count within about as long. */
const answerWriteMs = 1_000;

export class FormAnswers {
  /**
   * @param {import("kysely").Kysely<import("./types").Database>} db
   * @param {import("./types").Connection} connection @param {() => number} now the store's clock
   */
  constructor(db, connection, now) {
    this.#db = db;
    this.#connection = connection;
    this.#now = now;
  }

  #db;
  #connection;
  #now;
  /** As last read or written here. @type {Map<string, Promise<FormAnswer | undefined>>} */
  #answers = new Map();
  /** @typedef {{ kind: string, answeredAt: number | null } & FormAnswer} AnswerRow */
  /** @type {{ at: number, rows: Promise<AnswerRow[]> } | undefined} */
  #rows;
  /** Each form's answer as last given here, before the store has it. @type {Map<string, AnswerRow & { answeredAt: number }>} */
  #given = new Map();
  /** When each form's answer was last written here, and the write waiting for its turn. @type {Map<string, { at: number, waiting?: NodeJS.Timeout }>} */
  #writes = new Map();

  /** Every form's, and when it was given: read at most once an answerWriteMs, this instance's own latest. */
  async all() {
    if (!this.#rows || performance.now() - this.#rows.at >= answerWriteMs) {
      const rows = this.#db
        .selectFrom("form_answers")
        .select(["kind", "status", "message", "ms", "answeredAt"])
        .execute();
      const read = { at: performance.now(), rows };
      this.#rows = read;
      // A failed read is tried again by the next post.
      rows.catch(() => {
        if (this.#rows === read) this.#rows = undefined;
      });
    }
    const rows = await this.#rows.rows;
    /** @param {AnswerRow} row */
    const newer = (row) => {
      const own = this.#given.get(row.kind);
      return own && own.answeredAt > (row.answeredAt ?? 0) ? own : row;
    };
    const unread = [...this.#given.values()].filter((own) => !rows.some((row) => row.kind === own.kind));
    return [...rows.map(newer), ...unread];
  }

  /** Read once. @param {string} kind */
  #answer(kind) {
    let answer = this.#answers.get(kind);
    if (!answer) {
      answer = this.#db
        .selectFrom("form_answers")
        .select(["status", "message", "ms"])
        .where("kind", "=", kind)
        .executeTakeFirst();
      this.#answers.set(kind, answer);
      // A failed read is tried again by the next post.
      answer.catch(() => this.#answers.delete(kind));
    }
    return answer;
  }

  /**
   * Kept as changed when the status, the words, or the time by more than half and 100 ms differ; when
   * it was answered, always, since the latest answer of any form is what spam is answered. Written at
   * once, then at most once an answerWriteMs a form (the latest, at the end of it, or when the store
   * closes), so a form whose answers flip while the agency API fails does not pay a write per post.
   * @param {string} kind @param {FormAnswer} answer
   */
  async keep(kind, answer) {
    const kept = await this.#answer(kind).catch(() => undefined);
    const sameTime = kept && Math.abs(kept.ms - answer.ms) <= Math.max(100, kept.ms / 2);
    const same = sameTime && kept.status === answer.status && kept.message === answer.message;
    if (!same) this.#answers.set(kind, Promise.resolve(answer));
    this.#given.set(kind, { kind, ...(same ? kept : answer), answeredAt: this.#now() });
    const last = this.#writes.get(kind);
    if (last?.waiting) return;
    const wait = last ? last.at + answerWriteMs - performance.now() : 0;
    if (!last || wait <= 0) return this.#write(kind);
    const waiting = setTimeout(() => void this.#write(kind).catch(() => undefined), wait);
    this.#writes.set(kind, { at: last.at, waiting });
  }

  /** Writes the answers still waiting for their turn: before the store closes. */
  async flush() {
    for (const [kind, { waiting }] of this.#writes)
      if (waiting) await this.#write(kind).catch(() => undefined);
  }

  /** @param {string} kind */
  async #write(kind) {
    clearTimeout(this.#writes.get(kind)?.waiting);
    this.#writes.set(kind, { at: performance.now() });
    const answer = await this.#answers.get(kind);
    if (!answer) return;
    const row = { ...answer, answeredAt: this.#now() };
    const upsert = this.#db
      .insertInto("form_answers")
      .values({ kind, ...row })
      .onConflict((oc) => oc.column("kind").doUpdateSet(row));
    await this.#connection.write([upsert.compile()]);
  }
}
