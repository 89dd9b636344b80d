import errorsEn from "@pithead/contract/locales/en/errors.json";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { BootFailurePage } from "./routes/errors/internal-error";

/** English texts bundled in, so the internal-error page shows even when nothing can be loaded. */
export async function createBootFailureI18n() {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: "en",
    resources: { en: { translation: errorsEn } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function BootFailure({ i18n }: { i18n: Awaited<ReturnType<typeof createBootFailureI18n>> }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BootFailurePage />
    </I18nextProvider>
  );
}
