import { isLanguage, type Language } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { Icon } from "../../../components/ui/icon/icon";
import { changeLanguage, FALLBACK_LANGUAGE, getAvailableLanguages } from "../../../lib/i18n";
import { nativeLanguageNames } from "../language-names";
import styles from "./language-picker.module.css";

export interface LanguagePickerProps {
  /** The languages to offer; default the pool's available languages. */
  languages?: readonly Language[];
  className?: string;
}

/** A compact globe button showing the current language; opens a dialog to choose another (stores + reloads). */
export function LanguagePicker({ languages = getAvailableLanguages(), className }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
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
        aria-haspopup="dialog"
        aria-label={`${t("language.title")}: ${nativeLanguageNames[current]}`}
        onClick={() => setOpen(true)}
      >
        <Icon name="globe" size={16} />
        <span>{nativeLanguageNames[current]}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="s"
        title={t("language.title")}
        description={t("language.description")}
        closeOnOutsideClick
      >
        <ul className={styles.list}>
          {languages.map((language) => (
            <li key={language}>
              <button
                type="button"
                className={styles.option}
                aria-current={language === current || undefined}
                onClick={() => choose(language)}
              >
                <span className={styles.names}>
                  <span className={styles.native} lang={language === "cn" ? "zh-CN" : language}>
                    {nativeLanguageNames[language]}
                  </span>
                  {language !== current && (
                    <span className={styles.translated}>{t(`language.names.${language}`)}</span>
                  )}
                </span>
                {language === current && <Icon name="check" size={18} className={styles.check} />}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
