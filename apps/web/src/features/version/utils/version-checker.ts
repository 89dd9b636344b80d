import { canRecheck, compareVersion, type VersionComparison, type VersionStatus } from "./compare-version";

export type VersionChecker = {
  /** The first fetch when the app opens: initial -> loading -> done | fail. */
  start: () => Promise<void>;
  /** A later check; `null` when skipped (still initial/loading, or already checking). */
  check: () => Promise<VersionComparison | null>;
  status: () => VersionStatus;
};

export function createVersionChecker(fetchVersion: () => Promise<string>): VersionChecker {
  let status: VersionStatus = "initial";
  let stored: string | null = null;
  let checking = false;

  async function start(): Promise<void> {
    if (status !== "initial") return;
    status = "loading";
    try {
      stored = await fetchVersion();
      status = "done";
    } catch {
      status = "fail";
    }
  }

  async function check(): Promise<VersionComparison | null> {
    if (!canRecheck(status) || checking) return null;
    checking = true;
    try {
      const fetched = await fetchVersion();
      if (stored === null) {
        stored = fetched;
        status = "done";
        return "not-changed";
      }
      return compareVersion(stored, fetched);
    } catch {
      return null;
    } finally {
      checking = false;
    }
  }

  return { start, check, status: () => status };
}
