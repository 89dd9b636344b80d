import { describe, expect, it } from "vitest";
import {
  defaultPaymentFilters,
  isFiltered,
  pageCount,
  paymentsQueryOf,
  readPaymentFilters,
  writePaymentFilters,
} from "./payment-filters";

const read = (query: string) => readPaymentFilters(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof writePaymentFilters>[1]) =>
  writePaymentFilters(new URLSearchParams(query), change).toString();

describe("payment filters in the address", () => {
  it("reads every filter, the sort and the page", () => {
    expect(read("")).toEqual(defaultPaymentFilters);
    expect(
      read(
        "type=payout,reward&direction=outgoing&status=pending&from=2026-11-01&to=2026-11-20&sort=asc&page=3",
      ),
    ).toEqual({
      type: ["reward", "payout"],
      direction: "outgoing",
      status: ["pending"],
      from: "2026-11-01",
      to: "2026-11-20",
      sort: "asc",
      page: 3,
    });
  });

  it("drops unknown values, impossible days and bad pages", () => {
    expect(
      read("type=reward,bogus&direction=sideways&status=lost&from=2026-02-30&to=yesterday&sort=up&page=-2"),
    ).toEqual({ ...defaultPaymentFilters, type: ["reward"] });
    expect(read("page=1.5").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    expect(write("pid=m1", { type: ["transfer"], direction: "incoming" })).toBe(
      "pid=m1&type=transfer&direction=incoming",
    );
    expect(write("type=reward&sort=asc", { type: [], sort: "desc" })).toBe("");
    expect(write("", { from: "2026-11-01", to: "2026-11-07", status: ["pending", "completed"] })).toBe(
      "status=pending%2Ccompleted&from=2026-11-01&to=2026-11-07",
    );
  });

  it("goes back to page 1 on a filter or sort change, keeps the page only when it is the change", () => {
    expect(write("type=reward&page=4", { status: ["canceled"] })).toBe("type=reward&status=canceled");
    expect(write("page=4", { sort: "asc" })).toBe("sort=asc");
    expect(write("type=reward&page=4", { page: 5 })).toBe("type=reward&page=5");
    expect(write("page=4", { page: 1 })).toBe("");
  });

  it("round-trips through the address", () => {
    const filters = read("type=transfer&status=completed,canceled&to=2026-11-20&sort=asc&page=2");
    expect(read(write("", filters))).toEqual(filters);
  });
});

describe("the server query", () => {
  it("sends lists comma-separated and leaves absent filters out", () => {
    expect(paymentsQueryOf(defaultPaymentFilters)).toEqual({
      type: undefined,
      direction: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      sort: "desc",
      page: 1,
      per_page: 50,
    });
    expect(paymentsQueryOf(read("type=reward,payout&direction=incoming&from=2026-11-01&page=2"), 10)).toEqual(
      {
        type: "reward,payout",
        direction: "incoming",
        status: undefined,
        from: "2026-11-01",
        to: undefined,
        sort: "desc",
        page: 2,
        per_page: 10,
      },
    );
  });

  it("knows when the list is filtered and how many pages it has", () => {
    expect(isFiltered(defaultPaymentFilters)).toBe(false);
    expect(isFiltered(read("sort=asc&page=2"))).toBe(false);
    expect(isFiltered(read("to=2026-11-01"))).toBe(true);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });
});
