import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clusterLocks, withAdvisoryLock } from "../../src/cluster/advisory-locks";
import { leaderElection } from "../../src/cluster/leader";

const quiet = { info: () => {}, warn: () => {} };
let databaseUrl = "";

beforeAll(() => {
  databaseUrl = inject("postgresAdminUrl");
});

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((done) => setTimeout(done, 20));
  }
};

describe("leaderElection", () => {
  const elections: ReturnType<typeof leaderElection>[] = [];
  afterAll(async () => {
    for (const e of elections) await e.stop();
  });

  it("elects one leader; another takes over when it stops, and when its connection dies", async () => {
    const key = [0x5057_0fff, 1] as const;
    const leading: string[] = [];
    let stepDowns = 0;
    const make = (name: string) => {
      const election = leaderElection({
        databaseUrl,
        key,
        name,
        log: quiet,
        retryMs: 100,
        lead: async () => {
          leading.push(name);
          return async () => {
            stepDowns += 1;
            leading.splice(leading.indexOf(name), 1);
          };
        },
      });
      elections.push(election);
      return election;
    };
    const [one, two, three] = [make("one"), make("two"), make("three")];
    one.start();
    await until(() => one.isLeader());
    two.start();
    three.start();
    await new Promise((done) => setTimeout(done, 400));
    expect(leading).toEqual(["one"]);

    await one.stop();
    await until(() => leading.length === 1 && !leading.includes("one"));
    expect([two.isLeader(), three.isLeader()].filter(Boolean)).toHaveLength(1);

    // The leader's session is killed (a lost connection): it steps down and the other takes over.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) as ok from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2",
      [key[0], key[1]],
    );
    expect(killed.rows).toEqual([{ ok: true }]);
    await admin.end();
    // Whoever wins the next try (the same process too, with a new connection), there is one leader again.
    await until(() => stepDowns === 2 && leading.length === 1 && [two, three].some((e) => e.isLeader()));
    await new Promise((done) => setTimeout(done, 300));
    expect(leading).toHaveLength(1);
    expect([two.isLeader(), three.isLeader()].filter(Boolean)).toHaveLength(1);
  });
});

describe("withAdvisoryLock", () => {
  it("runs the work of several callers one after the other", async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} in`);
      await new Promise((done) => setTimeout(done, 100));
      log.push(`${name} out`);
    };
    await Promise.all([
      withAdvisoryLock(databaseUrl, clusterLocks.startup, work("a")),
      withAdvisoryLock(databaseUrl, clusterLocks.startup, work("b")),
    ]);
    expect(log.join(",")).toMatch(/^(a in,a out,b in,b out|b in,b out,a in,a out)$/);
  });
});
