import cn from "@pithead/contract/locales/cn/referrals.json";
import en from "@pithead/contract/locales/en/referrals.json";
import ru from "@pithead/contract/locales/ru/referrals.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles("referrals", { en, ru, cn }, { areas: ["referrals"] });
