export { LanguagePicker } from "./components/language-picker";
export { nativeLanguageNames } from "./language-names";
