import { useVersionCheck } from "../hooks/use-version-check";

/** Mount once inside the router: runs the version check, renders nothing. */
export function VersionWatcher() {
  useVersionCheck();
  return null;
}
