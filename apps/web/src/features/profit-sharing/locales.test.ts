import cn from "@pithead/contract/locales/cn/profit-sharing.json";
import en from "@pithead/contract/locales/en/profit-sharing.json";
import ru from "@pithead/contract/locales/ru/profit-sharing.json";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles("profit-sharing", { en, ru, cn }, { areas: ["profitSharing"] });
