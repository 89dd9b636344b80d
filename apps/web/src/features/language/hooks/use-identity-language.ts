import { isLanguage } from "@pithead/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { shouldSaveLanguage } from "../../../lib/i18n";
import { saveIdentityLanguage } from "../api/save-language";

/** When the language chosen in this browser differs from the identity's, saves it once (SPEC section 4). */
export function useIdentityLanguage(identityLanguage: string | null | undefined, onSaved?: () => void): void {
  const { i18n } = useTranslation();
  const chosen = i18n.resolvedLanguage ?? i18n.language;
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!isLanguage(chosen) || !shouldSaveLanguage(chosen, identityLanguage) || saved.current === chosen)
      return;
    saved.current = chosen;
    saveIdentityLanguage(chosen).then(onSaved, (error: unknown) => {
      console.warn("Could not save the language to the identity", error);
    });
  }, [chosen, identityLanguage, onSaved]);
}
