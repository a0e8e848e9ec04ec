// @ts-check
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL server for tests and the benchmark: a new cluster in a temp folder,
 * listening on a free loopback port, trusted local login as `app`. Uses Debian's
 * `postgresql` package (`.ci/run` installs it). initdb refuses to run as root, so as root
 * the cluster belongs to the `postgres` user.
 */
export class TestPostgres {
  /**
   * @param {string} dir
   * @param {number} port
   * @param {string} bin
   * @param {string | undefined} asUser
   */
  constructor(dir, port, bin, asUser) {
    this.dir = dir;
    this.port = port;
    this.bin = bin;
    this.asUser = asUser;
    this.durable = false;
  }

  /** @param {{ durable?: boolean }} [options] fsync on (the benchmark) or off (tests) */
  static async start({ durable = false } = {}) {
    const bin = postgresBin();
    const asUser = process.getuid?.() === 0 ? "postgres" : undefined;
    const dir = mkdtempSync(join(tmpdir(), "arcline-pg-"));
    if (asUser) {
      const { uid, gid } = userIds(asUser);
      chownSync(dir, uid, gid);
    }
    chmodSync(dir, 0o700);
    const server = new TestPostgres(dir, await freePort(), bin, asUser);
    server.run("initdb", ["-D", server.data, "-A", "trust", "-U", "app", "--no-sync", "-E", "UTF8"]);
    server.durable = durable;
    server.startServer();
    return server;
  }

  get data() {
    return join(this.dir, "data");
  }

  /** The connection string of `database` (the default one unless named). */
  url(database = "postgres") {
    return `postgres://app@127.0.0.1:${this.port}/${database}`;
  }

  /** A new empty database, for one test's isolation. */
  /** @param {string} name */
  async createDatabase(name) {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`create database "${name}"`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** Stops the server (fast shutdown: connections are cut), keeping its data. */
  stopServer() {
    this.run("pg_ctl", ["-D", this.data, "-m", "fast", "-w", "stop"]);
  }

  startServer() {
    this.run("pg_ctl", [
      "-D",
      this.data,
      "-o",
      `-k ${this.dir} -c listen_addresses=127.0.0.1 -p ${this.port} -c max_connections=200` +
        (this.durable ? "" : " -c fsync=off"),
      "-l",
      join(this.dir, "log"),
      "-w",
      "start",
    ]);
  }

  /** Stops the server and removes its folder. */
  destroy() {
    try {
      this.stopServer();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** @param {string} tool @param {string[]} args */
  run(tool, args) {
    const command = join(this.bin, tool);
    const [file, argv] = this.asUser
      ? ["runuser", ["-u", this.asUser, "--", command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { cwd: this.dir, encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  }
}

function postgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error("PostgreSQL is not installed: apt-get install postgresql (or run .ci/run)");
  return join(root, versions[0], "bin");
}

/** @param {string} user */
function userIds(user) {
  const uid = Number(execFileSync("id", ["-u", user], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", user], { encoding: "utf8" }).trim());
  return { uid, gid };
}

function freePort() {
  /** @type {Promise<number>} */
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}
