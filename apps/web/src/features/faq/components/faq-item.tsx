import { type ReactNode, useId } from "react";
import { CopyButton } from "../../../components/ui/clipboard";
import { Icon } from "../../../components/ui/icon/icon";
import styles from "./faq.module.css";

/**
 * One question: its title is a button (aria-expanded) opening the answer; the item carries the anchor id, and a
 * copy button gives the link to it (`/faq#<id>`).
 */
export function FaqItem({
  id,
  question,
  answer,
  expanded,
  onToggle,
  link,
  copyLabel,
  copiedTitle,
  children,
}: {
  id: string;
  question: string;
  answer: string;
  expanded: boolean;
  onToggle: () => void;
  link: string;
  copyLabel: string;
  copiedTitle: string;
  children?: ReactNode;
}) {
  const uid = useId();
  const buttonId = `${uid}-q`;
  const panelId = `${uid}-a`;
  return (
    <article id={id} className={styles.item} data-testid="faq-item" data-open={expanded || undefined}>
      <div className={styles.itemHead}>
        <h3 className={styles.question}>
          <button
            type="button"
            id={buttonId}
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
          >
            <span>{question}</span>
            <Icon name="chevron-down" size={16} className={styles.chevron} />
          </button>
        </h3>
        <CopyButton value={link} label={copyLabel} title={copiedTitle} className={styles.copy} />
      </div>
      <section id={panelId} aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
        {answer.split(/\n\n+/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </section>
    </article>
  );
}
