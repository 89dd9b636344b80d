import { escapeHtml } from "../identity/courier/templates";

/** A mail for the courier (`sendMail`). */
export type PoolUserMail = { to: string; subject: string; text: string; html: string; kind: string };

type Lang = "en" | "ru" | "cn";
const lang = (language: string): Lang => (language === "ru" || language === "cn" ? language : "en");
const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function render(to: string, kind: string, subject: string, lines: string[]): PoolUserMail {
  const html = lines
    .filter((line) => line !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("\n");
  return { to, kind, subject, text: lines.join("\n"), html };
}

/** Tells the user that the pool's staff removed their second factors: they sign in again and set one up. */
export function secondFactorResetMail(to: string, language: string, at: Date): PoolUserMail {
  const when = utc(at);
  switch (lang(language)) {
    case "ru":
      return render(to, "2fa-reset", "Двухфакторная аутентификация сброшена", [
        `Администратор пула сбросил двухфакторную аутентификацию вашего аккаунта Pithead (${when}).`,
        "Все ваши сеансы завершены. Войдите с паролем и снова настройте второй фактор в разделе «Настройки».",
        "Если вы не просили об этом, сразу смените пароль и свяжитесь с поддержкой пула.",
      ]);
    case "cn":
      return render(to, "2fa-reset", "您的双重验证已被重置", [
        `矿池管理员已重置您 Pithead 账户的双重验证（${when}）。`,
        "您的所有会话均已结束。请使用密码登录，并在“设置”中重新设置第二验证因素。",
        "如果这不是您请求的，请立即更改密码并联系矿池支持。",
      ]);
    default:
      return render(to, "2fa-reset", "Your two-factor authentication was reset", [
        `The pool's staff reset the two-factor authentication of your Pithead account on ${when}.`,
        "All your sessions were signed out. Sign in with your password and set a second factor up again in Settings.",
        "If you did not ask for this, change your password and contact the pool's support at once.",
      ]);
  }
}

/** Confirms the user's own request to delete their user. */
export function deletionRequestMail(to: string, language: string, at: Date): PoolUserMail {
  const when = utc(at);
  switch (lang(language)) {
    case "ru":
      return render(to, "delete-user", "Запрос на удаление пользователя получен", [
        `С вашего аккаунта Pithead ${when} отправлен запрос на удаление пользователя.`,
        "Что дальше: сотрудники пула проверят запрос, закроют ваш доступ к аккаунтам и удалят пользователя.",
        "Аккаунты майнеров, которыми вы владеете, сначала нужно удалить или передать другому владельцу.",
        "Если вы не отправляли запрос, войдите, смените пароль и сразу свяжитесь с поддержкой пула.",
      ]);
    case "cn":
      return render(to, "delete-user", "已收到删除用户的请求", [
        `您的 Pithead 账户于 ${when} 提交了删除用户的请求。`,
        "接下来：矿池工作人员将审核请求，移除您对各账户的访问权限并删除该用户。",
        "您拥有的矿工账户需要先删除或转交给其他所有者。",
        "如果这不是您提交的，请登录、更改密码并立即联系矿池支持。",
      ]);
    default:
      return render(to, "delete-user", "Your request to delete your user was received", [
        `A request to delete your user was made from your Pithead account on ${when}.`,
        "What happens next: the pool's staff review it, remove your access to every account and delete your user.",
        "Miner accounts you own are deleted or handed to another owner first.",
        "If you did not make this request, sign in, change your password and contact the pool's support at once.",
      ]);
  }
}
