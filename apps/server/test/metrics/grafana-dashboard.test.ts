import { readFileSync } from "node:fs";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client";
import { createAppMetrics } from "../../src/modules/metrics/collectors";

/** The Grafana dashboard in the repository draws only metrics the server registers, and all of its own. */
const file = new URL("../../../../docs/grafana/pithead-dashboard.json", import.meta.url);
const dashboard = JSON.parse(readFileSync(file, "utf8")) as {
  templating: { list: { name: string; type: string; query?: unknown }[] };
  panels: {
    type: string;
    title: string;
    datasource?: { type: string; uid: string };
    targets?: { expr: string }[];
  }[];
};

const registered = async () => {
  const { registry } = createAppMetrics({} as Db, pino({ level: "silent" }));
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === "histogram") {
      for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${metric.name}${suffix}`);
    }
  }
  return names;
};

/** How every panel names its data source: the dashboard's `datasource` variable. */
const fromVariable = { type: "prometheus", uid: ["$", "{datasource}"].join("") };

/** Metric names in a PromQL expression: identifiers right before a label selector `{`. */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{/g)].map((m) => m[1] as string);

describe("docs/grafana/pithead-dashboard.json", () => {
  const panels = dashboard.panels.filter((p) => p.type !== "row");

  it("takes its Prometheus data source from a variable", () => {
    const variable = dashboard.templating.list.find((v) => v.type === "datasource");
    expect(variable).toMatchObject({ name: "datasource", query: "prometheus" });
    for (const panel of panels) {
      expect(panel.datasource, panel.title).toEqual(fromVariable);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
  });

  it("queries only metrics the server registers", async () => {
    const names = await registered();
    const unknown = panels.flatMap((p) =>
      (p.targets ?? []).flatMap((t) =>
        metricsIn(t.expr)
          .filter((m) => !names.has(m))
          .map((m) => `${p.title}: ${m}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it("draws every metric of the server's own (HTTP and pithead_*)", async () => {
    const own = [...(await registered())].filter(
      (n) => n.startsWith("pithead_") || n.startsWith("http_request_duration_seconds"),
    );
    const drawn = new Set(panels.flatMap((p) => (p.targets ?? []).flatMap((t) => metricsIn(t.expr))));
    const base = (n: string) => n.replace(/_(bucket|sum|count)$/, "");
    const missing = own.filter((n) => ![...drawn].some((d) => base(d) === base(n)));
    expect(missing).toEqual([]);
  });
});
