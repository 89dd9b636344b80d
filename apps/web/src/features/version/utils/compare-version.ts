export type VersionStatus = "initial" | "loading" | "done" | "fail";
export type VersionComparison = "changed" | "not-changed";

/** Later checks run only after the first fetch has finished (done or fail). */
export function canRecheck(status: VersionStatus): boolean {
  return status !== "initial" && status !== "loading";
}

/** A fetched version differs from the stored one -> changed. Nothing stored yet -> not changed. */
export function compareVersion(stored: string | null, fetched: string): VersionComparison {
  return stored !== null && stored !== fetched ? "changed" : "not-changed";
}
