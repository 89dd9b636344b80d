import { isLanguage, type Language } from "@pithead/contract";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon/icon";
import { changeLanguage, FALLBACK_LANGUAGE, getAvailableLanguages } from "../../../lib/i18n";
import { nativeLanguageNames } from "../language-names";
import styles from "./language-picker.module.css";

const loadDialog = () => import("./language-dialog");
const LanguageDialog = lazy(() => loadDialog().then((m) => ({ default: m.LanguageDialog })));

export interface LanguagePickerProps {
  /** The languages to offer; default the pool's available languages. */
  languages?: readonly Language[];
  className?: string;
  /** In the top bar: below 480 px only the globe shows (the brand keeps its room; the name stays the label). */
  compact?: boolean;
}

/** A compact globe button showing the current language; opens a dialog to choose another (stores + reloads). */
export function LanguagePicker({
  languages = getAvailableLanguages(),
  className,
  compact,
}: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;

  const choose = (language: Language) => {
    setOpen(false);
    if (language !== current) changeLanguage(language);
  };

  return (
    <>
      <button
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(" ")}
        data-testid="language-picker"
        data-compact={compact || undefined}
        aria-haspopup="dialog"
        aria-label={`${t("language.title")}: ${nativeLanguageNames[current]}`}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="globe" size={16} />
        <span className={styles.name}>{nativeLanguageNames[current]}</span>
      </button>
      {/* Mounted from the first opening on, so the dialog's closing animation still plays. */}
      {opened && (
        <Suspense fallback={null}>
          <LanguageDialog
            open={open}
            languages={languages}
            current={current}
            onChoose={choose}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
