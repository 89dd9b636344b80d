import type { ExchangeRates } from "@pithead/contract";
import { SATS_PER_BTC } from "@pithead/contract";
import type { FiatCurrency } from "../../../lib/exchange-rates-context";

/** The fiat value of an amount at a BTC rate (display only: fiat is shown, never kept). */
export const fiatValue = (sats: number, rate: number): number => (sats / SATS_PER_BTC) * rate;

/** One fiat figure beside a BTC amount: "≈ 1,234.56 USDT", or "— USDT" while the rate is unknown (null). */
export function fiatPart(
  sats: number,
  currency: FiatCurrency,
  rates: ExchangeRates,
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  const rate = rates[currency];
  if (rate === null) return `— ${currency}`;
  const value = formatNumber(fiatValue(sats, rate), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `≈ ${value} ${currency}`;
}

/** Every wanted currency's figure (USDT, and RUB when the pool lists it), joined. */
export function fiatLine(
  sats: number,
  currencies: readonly FiatCurrency[],
  rates: ExchangeRates,
  formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  return currencies.map((currency) => fiatPart(sats, currency, rates, formatNumber)).join(" · ");
}
