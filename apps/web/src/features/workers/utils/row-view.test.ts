import type { WorkerRow } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { rowView } from "./row-view";

const row: WorkerRow = {
  id: "w1",
  miner_id: "m1",
  account_name: "alice",
  name: "rig-01",
  behaviour: "hardware",
  status: "stable",
  status_changed_at: "2026-11-21T10:00:00.000Z",
  last_share_at: "2026-11-21T10:30:00.000Z",
  silence: null,
  hash_rate_15m: 1.5e14,
  hash_rate_1h: 1.2e14,
  hash_rate_24h: 9.87654e13,
  shares_15m: 400,
  shares_1h: 1600,
  shares_24h: 38_400,
  rel_error_15m: 0.05,
  rel_error_1h: 0.025,
  rel_error_24h: 1 / Math.sqrt(38_400),
  reject_pct_15m: 0.5,
};

describe("a row as the list shows it", () => {
  it("formats every figure with exact numbers", () => {
    const view = rowView(row, "en-US");
    expect(view.figures.map((f) => `${f.value} ${f.error}`)).toEqual([
      "150.00 TH/s ±5%",
      "120.00 TH/s ±2.5%",
      "98.77 TH/s ±0.51%",
    ]);
    expect(view.reject).toBe("0.5%");
    expect(view.lastShare).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short" }).format(
        new Date("2026-11-21T10:30:00.000Z"),
      ),
    );
  });

  it("formats a row once per locale", () => {
    expect(rowView(row, "en-US")).toBe(rowView(row, "en-US"));
    expect(rowView(row, "ru-RU").figures[2]?.value).toBe("98,77 TH/s");
  });
});
