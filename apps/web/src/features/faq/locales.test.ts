import cn from "@pithead/contract/locales/cn/faq.json";
import en from "@pithead/contract/locales/en/faq.json";
import ru from "@pithead/contract/locales/ru/faq.json";
import { describe, expect, it } from "vitest";
import { describeLocaleFiles } from "../../lib/locales-testing";
import { allQuestions } from "./utils/faq-questions";

/** The same in every language: a percent with its value only (ru writes it like en). */
describeLocaleFiles(
  "faq",
  { en, ru, cn },
  { areas: ["faq"], sameAs: (key, language) => language === "ru" && key === "faq.live.percent" },
);

describe("the FAQ texts", () => {
  it("hold a question and an answer for every question listed, and no other", () => {
    expect(Object.keys(en.faq.questions).sort()).toEqual(allQuestions.map((q) => q.key).sort());
  });
  it("write no figure of the pool's rules into a translation", () => {
    for (const file of [en, ru, cn])
      for (const { a } of Object.values(file.faq.questions))
        expect(a).not.toMatch(/\b(09:00|14:00|24 h|0[.,]9 ?%)/);
  });
});
