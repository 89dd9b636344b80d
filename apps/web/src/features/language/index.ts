export { LanguagePicker } from "./components/language-picker";
export { useIdentityLanguage } from "./hooks/use-identity-language";
export { nativeLanguageNames } from "./language-names";
