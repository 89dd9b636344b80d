/** The bot's own replies, in the user's language (en, ru, cn). */
const texts = {
  en: {
    linked: "Done: this chat now receives your Pithead notifications. Send /stop to unlink it.",
    invalid: "This link is invalid or has expired. Make a new one in the notification settings.",
    hello: "Open the link from the Pithead notification settings to link this chat.",
    stopped: "This chat is unlinked: it gets no more notifications.",
    notLinked: "This chat is not linked to any Pithead user.",
  },
  ru: {
    linked: "Готово: в этот чат будут приходить уведомления Pithead. Отправьте /stop, чтобы отвязать его.",
    invalid: "Ссылка недействительна или устарела. Создайте новую в настройках уведомлений.",
    hello: "Откройте ссылку из настроек уведомлений Pithead, чтобы привязать этот чат.",
    stopped: "Чат отвязан: уведомления сюда больше не придут.",
    notLinked: "Этот чат не привязан ни к одному пользователю Pithead.",
  },
  cn: {
    linked: "完成：此聊天将接收您的 Pithead 通知。发送 /stop 可解除绑定。",
    invalid: "此链接无效或已过期。请在通知设置中重新生成。",
    hello: "请打开 Pithead 通知设置中的链接来绑定此聊天。",
    stopped: "此聊天已解除绑定，不会再收到通知。",
    notLinked: "此聊天未绑定任何 Pithead 用户。",
  },
} as const;

export type BotText = keyof (typeof texts)["en"];

/** A product language (`users.language`) or Telegram's `language_code` (`ru`, `zh-hans`, ...) to a text. */
export function botText(key: BotText, language: string | undefined): string {
  const lng = language?.startsWith("ru")
    ? "ru"
    : language === "cn" || language?.startsWith("zh")
      ? "cn"
      : "en";
  return texts[lng][key];
}
