import type { ReactNode } from "react";
import styles from "./dashboard.module.css";

/** The title of a group of dashboard cards saying whose figures they are, a line of explanation and a link. */
export function ScopeHeading(props: { id: string; title: string; text: string; links?: ReactNode }) {
  return (
    <header className={styles.scope} data-testid={`scope-${props.id}`}>
      <h2 id={`scope-${props.id}-title`} className={styles.scopeTitle}>
        {props.title}
      </h2>
      <p className={styles.scopeText}>{props.text}</p>
      {props.links && <p className={styles.scopeLinks}>{props.links}</p>}
    </header>
  );
}
