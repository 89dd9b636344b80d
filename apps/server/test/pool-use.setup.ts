import { afterAll, expect } from "vitest";
import { takePoolUseRefusals } from "../src/db/transaction-guard";

/**
 * Every server test file ends with no pool connection asked for inside a transaction, even where the code's own
 * `catch` swallowed the guard's error (db/transaction-guard.ts): a test file that means to cause one takes it.
 */
afterAll(() => {
  const refusals = takePoolUseRefusals().map((err) => err.stack ?? err.message);
  expect(refusals, "a pool connection was asked for inside a transaction").toEqual([]);
});
