/** Mail texts of the identity service in the pool's languages (en, ru, cn); unknown -> en. */

export type MailLanguage = "en" | "ru" | "cn";
export type CodeMailKind = "recovery_code" | "verification_code";
export type RenderedMail = { subject: string; text: string; html: string };

type CodeTexts = { subject: string; intro: string; codeLine: string; expiry: string; ignore: string };

const texts: Record<CodeMailKind, Record<MailLanguage, CodeTexts>> = {
  recovery_code: {
    en: {
      subject: "Recover access to your Pithead account",
      intro: "Someone asked to recover access to the Pithead account of this address.",
      codeLine: "Enter this code to continue:",
      expiry: "The code is valid for one hour.",
      ignore: "If it was not you, ignore this mail: nothing changes until the code is entered.",
    },
    ru: {
      subject: "Восстановление доступа к аккаунту Pithead",
      intro: "Кто-то запросил восстановление доступа к аккаунту Pithead с этим адресом.",
      codeLine: "Введите этот код, чтобы продолжить:",
      expiry: "Код действует один час.",
      ignore: "Если это были не вы, проигнорируйте письмо: без кода ничего не изменится.",
    },
    cn: {
      subject: "恢复您的 Pithead 账户访问权限",
      intro: "有人请求恢复此邮箱地址对应的 Pithead 账户的访问权限。",
      codeLine: "请输入以下验证码以继续：",
      expiry: "验证码一小时内有效。",
      ignore: "如果这不是您本人操作，请忽略此邮件：未输入验证码前不会有任何更改。",
    },
  },
  verification_code: {
    en: {
      subject: "Confirm your e-mail address for Pithead",
      intro: "Please confirm that this address belongs to your Pithead account.",
      codeLine: "Enter this code to confirm it:",
      expiry: "The code is valid for one hour.",
      ignore: "If you did not sign up for Pithead, ignore this mail.",
    },
    ru: {
      subject: "Подтвердите адрес электронной почты для Pithead",
      intro: "Подтвердите, что этот адрес принадлежит вашему аккаунту Pithead.",
      codeLine: "Введите этот код для подтверждения:",
      expiry: "Код действует один час.",
      ignore: "Если вы не регистрировались в Pithead, проигнорируйте это письмо.",
    },
    cn: {
      subject: "确认您在 Pithead 的电子邮箱地址",
      intro: "请确认此邮箱地址属于您的 Pithead 账户。",
      codeLine: "请输入以下验证码进行确认：",
      expiry: "验证码一小时内有效。",
      ignore: "如果您没有注册 Pithead，请忽略此邮件。",
    },
  },
};

/** The language of an identity's traits, or English. */
export function mailLanguage(traits: Record<string, unknown> | null | undefined): MailLanguage {
  const lng = traits?.language;
  return lng === "ru" || lng === "cn" ? lng : "en";
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A recovery or verification code mail as plain text and simple HTML. */
export function codeMail(kind: CodeMailKind, language: MailLanguage, code: string): RenderedMail {
  const t = texts[kind][language];
  const text = `${t.intro}\n\n${t.codeLine}\n\n    ${code}\n\n${t.expiry}\n${t.ignore}\n`;
  const html = [
    `<!doctype html><html lang="${language === "cn" ? "zh-CN" : language}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p>${escapeHtml(t.codeLine)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject: t.subject, text, html };
}
