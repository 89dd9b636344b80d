import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: Config;
  }
}

/** Makes the database, clock and config reachable from every route as `app.db` etc. */
export default fp(
  async (app: FastifyInstance, opts: { db: Db; clock: Clock; config: Config }) => {
    app.decorate("db", opts.db);
    app.decorate("clock", opts.clock);
    app.decorate("config", opts.config);
  },
  { name: "context" },
);
