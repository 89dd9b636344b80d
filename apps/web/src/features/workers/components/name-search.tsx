import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon/icon";
import styles from "./toolbar.module.css";

/** Search waits this long after the last key press before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The name search: typed freely, sent to the server (`name`) once typing pauses. */
export function NameSearch({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The address can change under us (Back, another view): show what it holds.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onChange(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t("workers.search.label")}
      </label>
      <Icon name="search" size={16} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={t("workers.search.placeholder")}
        value={text}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => type(event.target.value)}
      />
    </div>
  );
}
