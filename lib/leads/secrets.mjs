// @ts-check
// Keys kept in the store, one for every instance that shares it, each made by its migration.

/** @typedef {"form-timing" | "lead-fingerprint"} SecretName */

export class Secrets {
  /** @param {import("kysely").Kysely<import("./types").Database>} db */
  constructor(db) {
    this.#db = db;
  }

  #db;
  /** @type {Map<SecretName, Promise<string>>} */
  #values = new Map();

  /**
   * Read once. "form-timing" signs the forms' timing value (lib/leads/spam.ts); "lead-fingerprint"
   * keys a post's fingerprint, so the stored hash tells no one what was sent. @param {SecretName} name
   */
  get(name) {
    let value = this.#values.get(name);
    if (!value) {
      value = this.#db
        .selectFrom("secrets")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
        .then((row) => row.value);
      this.#values.set(name, value);
      // A failed read is tried again by the next post.
      value.catch(() => this.#values.delete(name));
    }
    return value;
  }
}
