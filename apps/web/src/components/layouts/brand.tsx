import { Link } from "react-router";
import styles from "./brand.module.css";

function Mark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 24V12l7-4.5L23 12v12M13 24v-6h6v6M9 15h14" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

/** The Pithead mark and the pool name, linking to main. `plain` renders outside a router (boot failure). */
export function Brand({ name, to = "/", plain = false }: { name: string; to?: string; plain?: boolean }) {
  const content = (
    <>
      <Mark />
      <span className={styles.name}>{name}</span>
    </>
  );
  return plain ? (
    <a className={styles.brand} href={to}>
      {content}
    </a>
  ) : (
    <Link className={styles.brand} to={to}>
      {content}
    </Link>
  );
}
