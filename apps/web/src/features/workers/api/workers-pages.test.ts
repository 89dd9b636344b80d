import { describe, expect, it } from "vitest";
import { nextWorkersPage, workersRefreshInterval } from "./workers-pages";

describe("paged worker lists", () => {
  it("ask for the next page until every row of the total is loaded", () => {
    expect(nextWorkersPage({ page: 1, per_page: 200, total: 10_000 })).toBe(2);
    expect(nextWorkersPage({ page: 49, per_page: 200, total: 10_000 })).toBe(50);
    expect(nextWorkersPage({ page: 50, per_page: 200, total: 10_000 })).toBeUndefined();
    expect(nextWorkersPage({ page: 1, per_page: 200, total: 200 })).toBeUndefined();
    expect(nextWorkersPage({ page: 1, per_page: 200, total: 0 })).toBeUndefined();
  });

  it("refresh every minute while at most 5 pages are loaded", () => {
    expect(workersRefreshInterval(1)).toBe(60_000);
    expect(workersRefreshInterval(5)).toBe(60_000);
    expect(workersRefreshInterval(6)).toBe(false);
  });
});
