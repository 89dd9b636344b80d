export { ExchangeRatesProvider } from "./components/exchange-rates-provider";
