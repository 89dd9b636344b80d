import { describe, expect, it } from "vitest";
import {
  columnKey,
  defaultListParams,
  filterOf,
  nextSort,
  readListParams,
  writeListParams,
} from "./list-params";

const read = (query: string) => readListParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writeListParams>[1]) =>
  writeListParams(new URLSearchParams(query), change).toString();

describe("workers list state in the address", () => {
  it("reads the defaults from an empty query and ignores unknown values", () => {
    expect(read("")).toEqual(defaultListParams);
    expect(read("status=removed&sort_by=hash_rate_2h&order=up&view=x")).toEqual(defaultListParams);
    expect(read("name=%20rig%20")).toMatchObject({ name: "rig" });
    expect(read(`name=${"x".repeat(80)}`).name).toHaveLength(64);
  });

  it("reads every choice", () => {
    expect(read("status=off&name=s9&sort_by=hash_rate_24h&order=desc&view=boundary&worker=w1")).toEqual({
      status: "off",
      name: "s9",
      sort_by: "hash_rate_24h",
      order: "desc",
      view: "boundary",
      worker: "w1",
    });
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    expect(write("pid=m1", { sort_by: "hash_rate_15m", order: "desc" })).toBe(
      "pid=m1&sort_by=hash_rate_15m&order=desc",
    );
    expect(write("sort_by=hash_rate_15m&order=desc", { sort_by: "worker_name", order: "asc" })).toBe("");
    expect(write("status=off", { status: "all" })).toBe("");
    expect(write("", { name: "rig-07" })).toBe("name=rig-07");
  });

  it("closes the open detail when the filter, the search or the view changes, not on a sort", () => {
    expect(write("worker=w1", { status: "stable" })).toBe("status=stable");
    expect(write("worker=w1", { name: "a" })).toBe("name=a");
    expect(write("worker=w1", { view: "boundary" })).toBe("view=boundary");
    expect(write("worker=w1", { order: "desc" })).toBe("worker=w1&order=desc");
    expect(write("worker=w1", { worker: null })).toBe("");
    expect(write("status=off", { worker: "w2" })).toBe("status=off&worker=w2");
  });
});

describe("sorting by a column header", () => {
  it("starts names A to Z and figures largest first", () => {
    const byName = { sort_by: "worker_name", order: "asc" } as const;
    expect(nextSort(byName, "hash_rate_1h")).toEqual({ sort_by: "hash_rate_1h", order: "desc" });
    expect(nextSort(byName, "reject_pct_15m")).toEqual({ sort_by: "reject_pct_15m", order: "desc" });
    expect(nextSort({ sort_by: "hash_rate_1h", order: "desc" }, "worker_name")).toEqual(byName);
  });

  it("sorts by the last share, latest first, from the address too", () => {
    const byName = { sort_by: "worker_name", order: "asc" } as const;
    expect(nextSort(byName, "last_share_at")).toEqual({ sort_by: "last_share_at", order: "desc" });
    expect(read("sort_by=last_share_at&order=asc")).toMatchObject({ sort_by: "last_share_at", order: "asc" });
    expect(columnKey("last_share_at")).toBe("last_share");
    expect(columnKey("hash_rate_1h")).toBe("hash_rate_1h");
  });

  it("flips the order on the same column", () => {
    expect(nextSort({ sort_by: "hash_rate_15m", order: "desc" }, "hash_rate_15m")).toEqual({
      sort_by: "hash_rate_15m",
      order: "asc",
    });
    expect(nextSort({ sort_by: "worker_name", order: "asc" }, "worker_name")).toEqual({
      sort_by: "worker_name",
      order: "desc",
    });
  });
});

describe("the server filter", () => {
  it("sends no status for all and no name for an empty search", () => {
    expect(filterOf(defaultListParams)).toEqual({
      status: undefined,
      name: undefined,
      sort_by: "worker_name",
      order: "asc",
    });
    expect(filterOf({ ...defaultListParams, status: "unavailable", name: "s19", order: "desc" })).toEqual({
      status: "unavailable",
      name: "s19",
      sort_by: "worker_name",
      order: "desc",
    });
  });
});
