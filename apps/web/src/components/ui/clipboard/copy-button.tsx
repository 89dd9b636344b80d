import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../icon/icon";
import styles from "./copy-button.module.css";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

export interface CopyButtonProps {
  value: string;
  /** Toast title on success (default "Copied"). */
  title?: string;
  /** Accessible label (default "Copy to clipboard"). */
  label?: string;
  className?: string;
}

/** A small icon button that copies `value`; shows a check for a moment after success. */
export function CopyButton({ value, title, label, className }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copy } = useCopyToClipboard();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copy(value, title === undefined ? {} : { title });
    if (!ok) return;
    setDone(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDone(false), 1500);
  };

  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(" ")}
      aria-label={label ?? t("ui.clipboard.copy")}
      data-done={done || undefined}
      onClick={onClick}
    >
      <Icon name={done ? "check" : "copy"} size={16} />
    </button>
  );
}
