import { type Row, selfOnly } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;

/**
 * Authorization-matrix rows of Telegram linking (spread into `authorizationTable`): alice's own only. The matrix
 * app has no bot (TELEGRAM_BOT_TOKEN unset), so alice's own calls are content answers (409, 404), never 2xx,
 * except the unlink; `test/telegram` covers the successes against the fake Bot API.
 */
export const rowsTelegram: Record<string, Row> = {
  [`POST ${b}/identity/{id}/telegram/invites`]: {
    expect: selfOnly(),
    noSuccess: "no bot in the matrix app: 409 telegram_not_configured",
  },
  [`GET ${b}/identity/{id}/telegram/invites/current`]: {
    expect: selfOnly(),
    noSuccess: "no bot in the matrix app: no link is pending, 404",
  },
  [`GET ${b}/identity/{id}/telegram/chats/current`]: {
    expect: selfOnly(),
    noSuccess: "no chat is linked in the matrix world: 404",
  },
  [`DELETE ${b}/identity/{id}/telegram/chats/current`]: { expect: selfOnly() },
};
