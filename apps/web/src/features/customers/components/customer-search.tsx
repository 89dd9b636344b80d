import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon/icon";
import styles from "./customers.module.css";

/** The list's search by account name or title, sent once typing pauses. */
export function CustomerSearch({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t("customers.list.search")}
      </label>
      <Icon name="search" size={16} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={t("customers.list.search")}
        value={text}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        data-testid="customer-search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (next.trim() !== value) onChange(next.trim());
          }, 300);
        }}
      />
    </div>
  );
}
