import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { useTestDatabase } from "../helper";
import { listOperations } from "../security/operations";
import { worldNow } from "../security/security-world";
import { buildBurstApp } from "./burst-suite";
import { concurrencyTable } from "./concurrency-table";

/**
 * Every changing operation (POST, PUT, PATCH, DELETE) of the OpenAPI document has a row of the concurrency
 * table (fired by one of the burst files, or excluded with a reason), and every row an operation: a new
 * changing route without a row fails here, as the authorization matrix does.
 */
const ctx = useTestDatabase({ demo: false });
let app: App;
beforeAll(async () => {
  app = await buildBurstApp(ctx.database, new TestClock(worldNow));
});
afterAll(async () => {
  await app?.close();
});

const changing = new Set(["POST", "PUT", "PATCH", "DELETE"]);

describe("concurrency table", () => {
  test("every changing operation of the OpenAPI document has a row, and every row an operation", () => {
    const inDocument = listOperations(app)
      .filter((op) => changing.has(op.method))
      .map((op) => op.key);
    const keys = Object.keys(concurrencyTable);
    expect(inDocument.filter((key) => !(key in concurrencyTable))).toEqual([]);
    expect(keys.filter((key) => !inDocument.includes(key))).toEqual([]);
  });
});
