// @ts-check
// The rows that tell the team once, from whichever instance: whether leads have stopped reaching
// the agency and which alert is owed (lib/leads/alerts.ts), and how far held spam was reported.

/** @typedef {import("./types").Database} Database */

export class Incidents {
  /** @param {import("kysely").Kysely<Database>} db @param {import("./types").Connection} connection */
  constructor(db, connection) {
    this.#db = db;
    this.#connection = connection;
  }

  #db;
  #connection;

  /** True for the one caller that changed it, which alerts. @param {boolean} open @param {number} now */
  set(open, now) {
    return this.#changeIncident({ openedAt: open ? now : null }, (eb) =>
      eb("openedAt", open ? "is" : "is not", null),
    );
  }

  /** True for the one caller, in any instance, that is to send the alert. @param {boolean} open */
  claimAlert(open) {
    return this.#changeIncident({ alertedOpen: open ? 1 : 0 }, (eb) =>
      eb.or([eb("alertedOpen", "is", null), eb("alertedOpen", "=", open ? 0 : 1)]),
    );
  }

  /** Gives back an alert the receiver refused: the next round sends it again. @param {boolean} open */
  async releaseAlert(open) {
    await this.#changeIncident({ alertedOpen: open ? 0 : 1 }, (eb) => eb("alertedOpen", "=", open ? 1 : 0));
  }

  /**
   * @param {import("kysely").UpdateObject<Database, "delivery_incident">} change
   * @param {import("kysely").ExpressionOrFactory<Database, "delivery_incident", import("kysely").SqlBool>} only
   */
  async #changeIncident(change, only) {
    const result = await this.#connection.patiently(() =>
      this.#db
        .updateTable("delivery_incident")
        .set(change)
        .where("id", "=", 1)
        .where(only)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  /** When held spam was last reported, and the received time up to which it was. */
  spamReport() {
    return this.#db
      .selectFrom("spam_report")
      .select(["reportedAt", "reportedUntil"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
  }

  /**
   * The posts still held that were received from `from` until before `until`: how many, how many
   * broke each rule, and when the first arrived. @param {number} from @param {number} until
   */
  async heldSpam(from, until) {
    const rows = await this.#db
      .selectFrom("leads")
      .select(["spamReasons", (eb) => eb.fn.countAll().as("n"), (eb) => eb.fn.min("receivedAt").as("first")])
      .where("state", "=", "spam")
      .where("payload", "is not", null)
      .where("receivedAt", ">=", from)
      .where("receivedAt", "<", until)
      .groupBy("spamReasons")
      .execute();
    /** @type {Map<import("./types").SpamReason, number>} */
    const reasons = new Map();
    for (const row of rows)
      for (const reason of JSON.parse(row.spamReasons ?? "[]"))
        reasons.set(reason, (reasons.get(reason) ?? 0) + Number(row.n));
    return {
      posts: rows.reduce((sum, row) => sum + Number(row.n), 0),
      reasons,
      first: Math.min(...rows.map((row) => Number(row.first))),
    };
  }

  /**
   * True for the one caller, in any instance, that changed the report's row while its last report
   * was still the one made `at`. @param {{ reportedAt?: number, reportedUntil?: number }} change
   * @param {number} at
   */
  async changeSpamReport(change, at) {
    const result = await this.#connection.patiently(() =>
      this.#db
        .updateTable("spam_report")
        .set(change)
        .where("id", "=", 1)
        .where("reportedAt", "=", at)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }
}
