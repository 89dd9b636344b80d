import { poolUsersSearchMaxLength } from "@pithead/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon/icon";
import styles from "./pool-users.module.css";

const debounceMs = 300;

/** Search by a part of the e-mail, sent once typing pauses. */
export function EmailSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onChange(next.trim());
    }, debounceMs);
  };
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t("users.list.search.label")}
      </label>
      <Icon name="search" size={16} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={t("users.list.search.placeholder")}
        value={text}
        maxLength={poolUsersSearchMaxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => type(event.target.value)}
      />
    </div>
  );
}
