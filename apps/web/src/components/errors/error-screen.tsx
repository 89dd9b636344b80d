import { Button } from "../ui/button/button";
import styles from "./error-screen.module.css";

export type ErrorScreenProps = {
  code: string;
  title: string;
  description: string;
  action: { label: string; onClick: () => void; testId?: string };
};

/** The body of an error page: big code, title, description and one way back. */
export function ErrorScreen({ code, title, description, action }: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      <Button onClick={action.onClick} data-testid={action.testId}>
        {action.label}
      </Button>
    </section>
  );
}
