import { hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, not importable under verbatimModuleSyntax). */
const argon2id = 2;

/** argon2id with the library's recommended cost (m=19 MiB, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Compared against when the identifier is unknown, so a wrong e-mail costs as much time as a wrong password. */
export const timingDummyHash =
  "$argon2id$v=19$m=19456,t=2,p=1$7auUoxJ9TuF6jgfsdPeJuA$qut61ED8NwiOTJobrkyn2Z9FmFVytgAhykCms+P31Hs";
