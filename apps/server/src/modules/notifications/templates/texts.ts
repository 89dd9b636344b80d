import type { RenderContext } from "../notification-payload";
import { cn } from "./texts.cn";
import { en } from "./texts.en";
import { ru } from "./texts.ru";

/** The texts of one language: English's keys, which Russian and Chinese must all have. */
export type Texts = typeof en;

const texts: Record<RenderContext["language"], Texts> = { en, ru, cn };

/** The texts of `language`, or English for anything else. */
export function textsFor(language: string): Texts {
  return Object.hasOwn(texts, language) ? texts[language as RenderContext["language"]] : en;
}
