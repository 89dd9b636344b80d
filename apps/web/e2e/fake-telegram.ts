/**
 * The fake Telegram Bot API of the e2e run (`apps/server/test/telegram/fake-bot-api.ts`, started by
 * playwright.config.ts beside the server): the server's bot talks to it, the tests drive it over HTTP.
 */
export const E2E_TELEGRAM_PORT = Number(process.env.E2E_PORT ?? 18080) + 7;
export const E2E_TELEGRAM_API = `http://127.0.0.1:${E2E_TELEGRAM_PORT}`;
export const E2E_TELEGRAM_TOKEN = "123456:e2e-fake-bot-token-0123456789";
