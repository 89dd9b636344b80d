import { describe, expect, it } from "vitest";
import { namedQuery } from "../src/db/named-query";
import { useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: false });
const text = "select x, $2::text as label from unnest($1::int[]) as x where x > $3::int order by x";

describe("namedQuery", () => {
  it("answers the same rows on the pool (prepared by name) and inside a transaction (bound in place)", async () => {
    const values = [[1, 2, 3, 4], "it's $1", 2];
    const onPool = await namedQuery(ctx.database.db, "test_named_query", text, values);
    const again = await namedQuery(ctx.database.db, "test_named_query", text, [[7, 1], "again", 0]);
    const inTx = await ctx.database.db.transaction((tx) => namedQuery(tx, "unused", text, values));
    expect(onPool).toEqual([
      { x: 3, label: "it's $1" },
      { x: 4, label: "it's $1" },
    ]);
    expect(again).toEqual([
      { x: 1, label: "again" },
      { x: 7, label: "again" },
    ]);
    expect(inTx).toEqual(onPool);
  });
});
