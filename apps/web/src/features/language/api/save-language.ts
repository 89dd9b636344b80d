import type { Language } from "@pithead/contract";
import { api } from "../../../lib/api-client";

/** `PUT identity/language`: the identity keeps the language the user reads in (mails, notifications). */
export function saveIdentityLanguage(language: Language): Promise<unknown> {
  return api("identity/language", { method: "PUT", body: { language } });
}
