import { chartDataStatuses } from "@pithead/contract";
import en from "@pithead/contract/locales/en/dashboard.json";
import { describe, expect, it } from "vitest";
import { chartStatusKeys, chartStatusView } from "./chart-status";

describe("chart data status", () => {
  it("draws the chart alone when ok", () => {
    expect(chartStatusView("ok")).toEqual({ mode: "chart" });
  });

  it("puts collecting and unavailable over the chart, stale and nodata in its place", () => {
    expect(chartStatusView("collecting")).toEqual({ mode: "overlay", status: "collecting", tone: "info" });
    expect(chartStatusView("unavailable")).toEqual({
      mode: "overlay",
      status: "unavailable",
      tone: "warning",
    });
    expect(chartStatusView("stale")).toEqual({ mode: "replace", status: "stale", tone: "warning" });
    expect(chartStatusView("nodata")).toEqual({ mode: "replace", status: "nodata", tone: "info" });
  });

  it("has a message for every status but ok, with the SPEC wording", () => {
    for (const status of chartDataStatuses) {
      if (status === "ok") continue;
      const keys = chartStatusKeys(status);
      expect(keys).toEqual({ title: `charts.status.${status}.title`, text: `charts.status.${status}.text` });
      expect(en.charts.status[status].title.length).toBeGreaterThan(0);
    }
    expect(en.charts.status.collecting.text).toBe("Chart ready in 15 minutes.");
    expect(en.charts.status.unavailable.text).toMatch(/disconnected for over an hour/);
    expect(en.charts.status.stale.text).toMatch(/over 7 days/);
  });
});
