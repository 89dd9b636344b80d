import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { sharedBuffersMb, startEmbeddedPostgres } from "../src/db/embedded/embedded-postgres";
import { refusePgliteFolder } from "../src/db/embedded/pglite-folder";

const root = mkdtempSync(join(tmpdir(), "pithead-embedded-"));
chmodSync(root, 0o711); // as root, PostgreSQL runs as `postgres`, which must pass through
afterAll(() => rmSync(root, { recursive: true, force: true }));

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: () => {} },
  };
}

async function rowsOf(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the embedded PostgreSQL's page cache", () => {
  it("is a quarter of the machine's memory, from PostgreSQL's default 128 MB to 8 GB", () => {
    const gb = 2 ** 30;
    expect([0.25, 0.5, 2, 24, 32, 64].map((n) => sharedBuffersMb(n * gb))).toEqual([
      128, 128, 512, 6144, 8192, 8192,
    ]);
  });
});

describe("the embedded PostgreSQL", () => {
  it("initialises once, keeps its data and password across starts, and listens on 127.0.0.1 only", async () => {
    const dir = join(root, "plain", "postgres");
    const first = recorder();
    const one = await startEmbeddedPostgres({ dir, durable: false, log: first.log });
    expect(first.lines.some((l) => l.startsWith("Initialised a PostgreSQL data folder"))).toBe(true);
    await rowsOf(one.url(), "create table kept (n int); insert into kept values (42)");
    const listen = await rowsOf(one.url(), "show listen_addresses");
    expect(listen).toEqual([{ listen_addresses: "127.0.0.1" }]);
    expect(await rowsOf(one.url(), "show work_mem")).toEqual([{ work_mem: "4MB" }]);
    const buffers = await rowsOf(
      one.url(),
      "select setting::bigint * 8 / 1024 as mb from pg_settings where name = 'shared_buffers'",
    );
    expect(buffers).toEqual([{ mb: String(sharedBuffersMb(totalmem())) }]);
    await one.stop();
    expect(readFileSync(join(dir, "password"), "utf8")).toMatch(/^[\w-]{32}$/);
    const second = recorder();
    // A bench's extra settings (here one it would not use) reach the server; the first start had none.
    const two = await startEmbeddedPostgres({
      dir,
      durable: false,
      log: second.log,
      settings: { work_mem: "7MB" },
    });
    expect(second.lines).toEqual([]);
    expect(await rowsOf(two.url(), "select n from kept")).toEqual([{ n: 42 }]);
    expect(await rowsOf(two.url(), "show work_mem")).toEqual([{ work_mem: "7MB" }]);
    await two.stop();
  });

  it("after a kill -9 of the server, stops the database it left running and starts again", async () => {
    const dir = join(root, "orphan", "postgres");
    // The Node server is a child process here, so it can be killed with -9 while its database lives on.
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(join(import.meta.dirname, "../src/db/embedded/embedded-postgres.ts"))};
      const q = () => {};
      const db = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, durable: false, log: { info: q, warn: q, error: q } });
      console.log("ready " + db.port);
      setInterval(() => {}, 1000);`;
    const file = join(root, "orphan-server.mts");
    writeFileSync(file, script);
    // `node --import tsx`, not the tsx command (which runs the script in a grandchild a kill would miss).
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      cwd: import.meta.dirname,
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (d) => String(d).includes("ready") && resolve());
      child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const pidFile = join(dir, "data", "postmaster.pid");
    expect(existsSync(pidFile)).toBe(true);
    const again = recorder();
    const db = await startEmbeddedPostgres({ dir, durable: false, log: again.log });
    expect(again.lines.join("\n")).toMatch(
      /A PostgreSQL left running by an earlier start \(pid \d+\) is stopped/,
    );
    expect(await rowsOf(db.url(), "select 1 as one")).toEqual([{ one: 1 }]);
    await db.stop();
  });

  it("says when its database is killed under it, and the next start recovers the folder", async () => {
    const dir = join(root, "killed", "postgres");
    let told = 0;
    // Durable as `npm start` runs it: a committed row survives the kill (without fsync and synchronous commit
    // the last commits may still sit in memory).
    const db = await startEmbeddedPostgres({
      dir,
      durable: true,
      log: recorder().log,
      onUnexpectedExit: () => {
        told += 1;
      },
    });
    await rowsOf(db.url(), "create table kept (n int); insert into kept values (7)");
    const pid = Number(readFileSync(join(dir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGKILL");
    await expect.poll(() => told, { timeout: 10_000 }).toBe(1);
    const again = recorder();
    const restarted = await startEmbeddedPostgres({ dir, durable: true, log: again.log });
    expect(again.lines.join("\n")).toMatch(/Removing a stale .*postmaster.pid \(pid \d+ is not running\)/);
    expect(await rowsOf(restarted.url(), "select n from kept")).toEqual([{ n: 7 }]);
    await restarted.stop();
    expect(told).toBe(1);
  });

  it("removes a stale postmaster.pid whose process is gone, and redoes an unfinished first initialisation", async () => {
    const dir = join(root, "stale", "postgres");
    const db = await startEmbeddedPostgres({ dir, durable: false, log: recorder().log });
    await db.stop();
    writeFileSync(join(dir, "data", "postmaster.pid"), "999999\n/nowhere\n");
    const stale = recorder();
    const restarted = await startEmbeddedPostgres({ dir, durable: false, log: stale.log });
    expect(stale.lines.join("\n")).toMatch(/Removing a stale .*postmaster.pid \(pid 999999 is not running\)/);
    await restarted.stop();

    const half = join(root, "half", "postgres");
    mkdirSync(join(half, "data.initdb"), { recursive: true });
    writeFileSync(join(half, "data.initdb", "PG_VERSION"), "17\n");
    const redo = recorder();
    const fresh = await startEmbeddedPostgres({ dir: half, durable: false, log: redo.log });
    expect(redo.lines[0]).toMatch(/A first start stopped while initialising the database/);
    expect(await rowsOf(fresh.url(), "select 1 as one")).toEqual([{ one: 1 }]);
    await fresh.stop();
  });

  it("refuses a folder that is not a cluster, and an old PGlite folder, saying what to do", async () => {
    const dir = join(root, "foreign", "postgres");
    mkdirSync(join(dir, "data"), { recursive: true });
    writeFileSync(join(dir, "data", "notes.txt"), "mine");
    await expect(startEmbeddedPostgres({ dir, durable: false, log: recorder().log })).rejects.toThrow(
      /exists but is not a PostgreSQL data folder\. Move it away/,
    );
    expect(readFileSync(join(dir, "data", "notes.txt"), "utf8")).toBe("mine");
    const dataDir = join(root, "old-pglite");
    mkdirSync(join(dataDir, "pglite"), { recursive: true });
    expect(() => refusePgliteFolder(dataDir)).toThrow(
      /holds a database of an earlier Pithead \(PGlite\).*mv /,
    );
    expect(() => refusePgliteFolder(join(root, "plain"))).not.toThrow();
  });
});
