// @ts-check
// The lead store on PostgreSQL (DATABASE_URL): shared by every instance, which groups the commits
// of its connections itself and keeps the one clock every instance reads.
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";

/** RateLimiterPostgres's table, made by the first migration so the site needs no DDL rights after it. */
const limiterTable = "rate_limits";

/**
 * @param {{ databaseUrl?: string }} location @param {{ applicationName: string }} options
 * @returns {import("./types").Connection}
 */
export function openPostgres(location, { applicationName }) {
  // Times are epoch milliseconds in bigint columns: read them as numbers, not strings.
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({
    connectionString: location.databaseUrl,
    max: 10,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
    // A database that stops answering without closing the connection (a failover, a
    // partition) fails the query in seconds instead of holding a visitor for minutes.
    query_timeout: 10_000,
    statement_timeout: 10_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection that drops (a server restart) must not end the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    sharedLimiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: "pool",
        tableName: limiterTable,
        tableCreated: true,
      }),
    async createLimiterTable(db) {
      await db.schema
        .createTable(limiterTable)
        .addColumn("key", "varchar(255)", (c) => c.primaryKey())
        .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
    },
    types: { bytes: "bytea", double: "double precision" },
    async write(queries) {
      const run = async (/** @type {import("kysely").Kysely<any>} */ on) => {
        const changes = [];
        for (const query of queries)
          changes.push(Number((await on.executeQuery(query)).numAffectedRows ?? 0));
        return changes;
      };
      return queries.length === 1 ? run(db) : db.transaction().execute(run);
    },
    patiently: (write) => write(),
    // A refused statement (bad data, a taken key) committed nothing; a lost connection leaves a
    // commit's outcome unknown.
    mayHaveCommitted: (error) => !(error instanceof pg.DatabaseError && /^(22|23|42)/.test(error.code ?? "")),
    async clockOffset() {
      const query = sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now`;
      const before = Date.now();
      const { rows } = await query.execute(db);
      const after = Date.now();
      const row = /** @type {{ now: number } | undefined} */ (rows[0]);
      return row ? Math.round(Number(row.now) - (before + after) / 2) : 0;
    },
    skipLocked: (query) => query.forUpdate().skipLocked(),
    checkWritable: () => undefined,
    compact: async () => undefined,
  };
}
