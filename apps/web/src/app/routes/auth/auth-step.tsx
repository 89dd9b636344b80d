import { useTranslation } from "react-i18next";
import styles from "./auth-step.module.css";

/** An identity step whose form arrives with the identity service: its title and what will appear. */
export function AuthStep({ step, prefix = "pages.auth" }: { step: string; prefix?: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.step}>
      <h1 className={styles.title}>{t(`${prefix}.${step}.title`)}</h1>
      <p className={styles.text}>{t(`${prefix}.${step}.empty`)}</p>
    </section>
  );
}
