import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../icon/icon";
import styles from "./search-field.module.css";

/** A list search waits this long after the last key press before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: typed freely, handed to `onChange` trimmed once typing pauses (`debounceMs`; 0 for a
 * search in the page, at every key). `value` is what the address holds; when it changes under the box (Back,
 * another view, a clear button) the box shows it.
 */
export function SearchField({
  value,
  onChange,
  label,
  placeholder = label,
  maxLength,
  testId,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  placeholder?: string;
  maxLength: number;
  testId?: string;
  debounceMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const send = () => {
      if (next.trim() !== value) onChange(next.trim());
    };
    if (debounceMs === 0) send();
    else timer.current = setTimeout(send, debounceMs);
  };
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Icon name="search" size={16} className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId}
        onChange={(event) => type(event.target.value)}
      />
    </div>
  );
}
