/** Summaries of a V8 CPU profile (the inspector's `Profiler.stop`), for the benches that profile the server. */
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};
export type Profile = { nodes: Node[]; samples: number[] };

/** Self time per function (name, file and line), largest first, as shares of all samples. */
export function topSelfTime(profile: Profile, top = 25): string[] {
  const byKey = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/apps\//, "apps/");
    const key = `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
    byKey.set(key, (byKey.get(key) ?? 0) + node.hitCount);
    total += node.hitCount;
  }
  return [...byKey.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
}

/** Self time per package (node_modules name, node internals, or our code), largest first. */
export function selfTimeByPackage(profile: Profile): string[] {
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      ((url.includes("/apps/server/")
        ? "pithead server"
        : url.includes("/packages/")
          ? "pithead contract"
          : "") ||
        (url.startsWith("node:") ? "node internals" : `(${functionName || "native"})`));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
    total += node.hitCount;
  }
  return [...byPackage.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([pkg, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${pkg}`);
}
