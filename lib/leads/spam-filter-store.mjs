// @ts-check
// The spam filter every instance judges by (lib/leads/spam.ts): one row, replaced as it is retrained.

export class SpamFilterStore {
  /**
   * @param {import("kysely").Kysely<import("./types").Database>} db
   * @param {import("./types").Connection} connection
   */
  constructor(db, connection) {
    this.#db = db;
    this.#connection = connection;
  }

  #db;
  #connection;

  /** When the spam filter in the store was trained, and on which corpus: cheap, read every minute. */
  async version() {
    return this.#db
      .selectFrom("spam_filter")
      .select(["trainedAt", "corpus"])
      .where("id", "=", 1)
      .executeTakeFirst();
  }

  async read() {
    const row = await this.#db.selectFrom("spam_filter").selectAll().where("id", "=", 1).executeTakeFirst();
    return row && { ...row, threshold: Number(row.threshold), trainedAt: Number(row.trainedAt) };
  }

  /**
   * Replacing only the filter trained at `replacing` when given, none when null: one emptied meanwhile
   * (a lead it learnt was erased), or trained by the team, is never overwritten by another model.
   * @param {import("./spam-text.mjs").TrainedFilter} trained @param {number} now @param {number | null} [replacing]
   */
  async save({ model, threshold, corpus }, now, replacing) {
    const row = { id: 1, model, threshold, corpus, trainedAt: now };
    await this.#connection.patiently(() =>
      this.#db
        .insertInto("spam_filter")
        .values(row)
        .onConflict((oc) => {
          if (replacing === null) return oc.column("id").doNothing();
          const update = oc.column("id").doUpdateSet({ model, threshold, corpus, trainedAt: now });
          return replacing === undefined ? update : update.where("spam_filter.trainedAt", "=", replacing);
        })
        .execute(),
    );
  }
}
