import type { AccessRole, AccountType, Language } from "@pithead/contract";
import { escapeHtml, type RenderedMail } from "../identity/courier/templates";

/** What an invitation mail says: who invites, to which account, with which role, and the link to accept. */
export type InviteMailInput = {
  language: Language;
  inviterEmail: string;
  type: AccountType;
  accountName: string;
  role: AccessRole;
  link: string;
  expiresAt: Date;
};

const roleNames: Record<Language, Record<AccessRole, string>> = {
  en: {
    owner: "owner",
    admin: "administrator",
    manager: "manager",
    accountant: "accountant",
    viewer: "viewer",
    treasurer: "treasurer",
  },
  ru: {
    owner: "владелец",
    admin: "администратор",
    manager: "менеджер",
    accountant: "бухгалтер",
    viewer: "наблюдатель",
    treasurer: "казначей",
  },
  cn: {
    owner: "所有者",
    admin: "管理员",
    manager: "经理",
    accountant: "会计",
    viewer: "查看者",
    treasurer: "财务主管",
  },
};

const typeNames: Record<Language, Record<AccountType, string>> = {
  en: { miner: "miner account", pool: "pool", operator: "Control Hub", platform: "platform" },
  ru: { miner: "аккаунт майнера", pool: "пул", operator: "Control Hub", platform: "платформа" },
  cn: { miner: "矿工账户", pool: "矿池", operator: "Control Hub", platform: "平台" },
};

type Texts = { subject: string; intro: string; action: string; expiry: string; ignore: string };

function texts(input: InviteMailInput, until: string): Texts {
  const account = `${typeNames[input.language][input.type]} "${input.accountName}"`;
  const role = roleNames[input.language][input.role];
  const by = input.inviterEmail;
  switch (input.language) {
    case "ru":
      return {
        subject: `Приглашение в ${account} на Pithead`,
        intro: `${by} открыл(а) вам доступ к ${account} с ролью «${role}».`,
        action: "Чтобы принять приглашение, откройте ссылку, войдите или зарегистрируйтесь с этим адресом:",
        expiry: `Ссылка действует до ${until}.`,
        ignore: "Если вы не ждали этого письма, просто проигнорируйте его.",
      };
    case "cn":
      return {
        subject: `Pithead：邀请您访问${account}`,
        intro: `${by} 邀请您以"${role}"身份访问${account}。`,
        action: "打开以下链接，使用此邮箱登录或注册以接受邀请：",
        expiry: `链接有效期至 ${until}。`,
        ignore: "如果您没有预期收到此邮件，请忽略。",
      };
    default:
      return {
        subject: `Invitation to the ${account} on Pithead`,
        intro: `${by} gave you access to the ${account} as ${role}.`,
        action: "To accept, open the link and sign in or sign up with this e-mail address:",
        expiry: `The link works until ${until}.`,
        ignore: "If you did not expect this e-mail, ignore it.",
      };
  }
}

/** The invitation mail as plain text and simple HTML, in the inviter's language (en, ru, cn). */
export function inviteMail(input: InviteMailInput): RenderedMail {
  const until = `${input.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const t = texts(input, until);
  const text = `${t.intro}\n\n${t.action}\n\n${input.link}\n\n${t.expiry}\n${t.ignore}\n`;
  const html = [
    `<!doctype html><html lang="${input.language === "cn" ? "zh-CN" : input.language}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p>${escapeHtml(t.action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject: t.subject, text, html };
}
