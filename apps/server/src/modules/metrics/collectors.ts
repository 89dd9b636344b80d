import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/client";
import { metricsRepository } from "./metrics.repository";
import { processRegistry, startProcessMetrics } from "./registry";

/** What a `pg` Pool tells about itself (drizzle keeps the pool as `db.$client`). */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

const poolOf = (db: Db): PoolLike | undefined => {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return typeof client?.totalCount === "number" ? (client as PoolLike) : undefined;
};

/**
 * One app's metrics: its HTTP requests, its database pool, and the outbox depth and ledger check of its
 * database (read at scrape time). `registry` serves these with the process-wide ones (`registry.ts`).
 */
export function createAppMetrics(db: Db, log: FastifyBaseLogger) {
  startProcessMetrics();
  const own = new Registry();
  const registers = [own];

  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern (unmatched: no route) and status code",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const pool = poolOf(db);
  const poolGauge = (name: string, help: string, read: (p: PoolLike) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (pool) this.set(read(pool));
      },
    });
  poolGauge("pithead_db_pool_connections", "Connections the database pool holds", (p) => p.totalCount);
  poolGauge("pithead_db_pool_idle_connections", "Idle connections in the pool", (p) => p.idleCount);
  poolGauge("pithead_db_pool_waiting_clients", "Queries waiting for a connection", (p) => p.waitingCount);
  poolGauge("pithead_db_pool_max_connections", "The pool's connection limit", (p) => p.options?.max ?? NaN);

  const outbox = new Gauge({
    name: "pithead_outbox_messages",
    help: "Notification outbox rows by status: pending (to deliver or retry) and failed (given up)",
    labelNames: ["status"],
    registers,
  });
  const ledgerOk = new Gauge({
    name: "pithead_ledger_check_ok",
    help: "The latest ledger check: 1 balanced, 0 broken, NaN before the first check",
    registers,
  });
  const ledgerAt = new Gauge({
    name: "pithead_ledger_check_timestamp_seconds",
    help: "When the latest ledger check ran (Unix seconds), NaN before the first check",
    registers,
  });

  const repo = metricsRepository(db);

  /** The database facts of a scrape, one query; on failure NaN (unknown), never a stale value. */
  async function refresh(): Promise<void> {
    try {
      const facts = await repo.scrapeFacts();
      outbox.set({ status: "pending" }, facts.outboxPending);
      outbox.set({ status: "failed" }, facts.outboxFailed);
      ledgerOk.set(facts.ledgerCheck ? (facts.ledgerCheck.ok ? 1 : 0) : NaN);
      ledgerAt.set(facts.ledgerCheck ? facts.ledgerCheck.checkedAt.getTime() / 1000 : NaN);
    } catch (err) {
      log.warn({ err }, "metrics: the database facts could not be read");
      outbox.set({ status: "pending" }, NaN);
      outbox.set({ status: "failed" }, NaN);
      ledgerOk.set(NaN);
      ledgerAt.set(NaN);
    }
  }

  const registry = Registry.merge([processRegistry, own]);

  return {
    registry,
    /** The `onResponse` hook: one observation per answered request, labelled by route pattern. */
    observe(request: FastifyRequest, reply: FastifyReply): void {
      httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? "unmatched",
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    },
    /** The text exposition of every metric, after reading the database facts. */
    async scrape(): Promise<string> {
      await refresh();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
