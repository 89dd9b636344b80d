import type { Language } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { Icon } from "../../../components/ui/icon/icon";
import { nativeLanguageNames } from "../language-names";
import styles from "./language-picker.module.css";

/** The language picker's dialog: a chunk of its own (with the dialog kit), loaded when the picker first opens. */
export function LanguageDialog({
  open,
  languages,
  current,
  onChoose,
  onClose,
}: {
  open: boolean;
  languages: readonly Language[];
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
              onClick={() => onChoose(language)}
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
  );
}
