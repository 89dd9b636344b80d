import type { ExchangeRates } from "@pithead/contract";
import { createContext, useContext } from "react";

/** The fiat currencies shown beside BTC: USDT always, RUB when the pool lists it among its extra currencies. */
export type FiatCurrency = "USDT" | "RUB";

export type ExchangeRatesState = {
  /** BTC priced in each currency; null until known, or when the last answer held no acceptable rate. */
  rates: ExchangeRates;
  currencies: readonly FiatCurrency[];
};

export const noRates: ExchangeRatesState = { rates: { USDT: null, RUB: null }, currencies: ["USDT"] };

/**
 * The rates the app polls once from mount (`features/exchange-rates` provides them); any feature reads them
 * here, so features never import each other.
 */
export const ExchangeRatesContext = createContext<ExchangeRatesState>(noRates);

export function useExchangeRates(): ExchangeRatesState {
  return useContext(ExchangeRatesContext);
}
