import type { Texts } from "./texts";

/** Russian texts of the notifications. */

const plural = new Intl.PluralRules("ru-RU");

/** "1 воркер", "3 воркера", "5 воркеров". */
const workersWord = (n: number) => {
  const form = plural.select(n);
  return `${n} ${form === "one" ? "воркер" : form === "few" ? "воркера" : "воркеров"}`;
};

/** "3 воркера недоступны, 1 снова в сети, 2 кратковременно отключались"; the first part names the workers. */
function workerCounts(counts: { down: number; back: number; bounced: number }): string {
  const parts: string[] = [];
  const count = (n: number) => (parts.length === 0 ? workersWord(n) : String(n));
  const one = (n: number) => plural.select(n) === "one";
  if (counts.down > 0) parts.push(`${count(counts.down)} ${one(counts.down) ? "недоступен" : "недоступны"}`);
  if (counts.back > 0) parts.push(`${count(counts.back)} снова в сети`);
  if (counts.bounced > 0) {
    parts.push(
      `${count(counts.bounced)} ${one(counts.bounced) ? "кратковременно отключался" : "кратковременно отключались"}`,
    );
  }
  return parts.join(", ");
}

export const ru: Texts = {
  locale: "ru-RU",
  htmlLang: "ru",
  common: {
    colon: ": ",
    account: "Аккаунт",
    time: "Время",
    amount: "Сумма",
    address: "Адрес",
    changedBy: "Кто изменил",
    none: "нет",
    unknown: "неизвестно",
    footerChange: "Настроить уведомления:",
    reasonSecurity:
      "Вы получили это сообщение, потому что уведомления о безопасности аккаунта Pithead приходят всегда.",
    reasonAccount: (account) =>
      `Вы получили это сообщение, потому что у вас включены уведомления по аккаунту ${account}.`,
    reasonReward: (account) =>
      `Вы получили это сообщение, потому что включили ежедневные уведомления о начислениях по аккаунту ${account}.`,
  },
  deleteMiner: {
    subject: (account) => `Запрошено удаление майнинг-аккаунта ${account}`,
    title: "Запрошено удаление аккаунта",
    intro: (account) =>
      `Из вашей учётной записи Pithead отправлен запрос на удаление майнинг-аккаунта ${account}.`,
    requestedBy: "Кто запросил",
    nextTitle: "Что будет дальше:",
    next: [
      "Остановите воркеры или переключите их на другой аккаунт: шары, отправленные на удалённый аккаунт, не оплачиваются.",
      "Пул рассчитается по оставшемуся балансу, затем удалит аккаунт и все выданные к нему доступы.",
    ],
    notYou: "Если вы этого не делали, немедленно смените пароль и завершите другие сеансы:",
  },
  payout: {
    subjectSent: (account, amount) => `${account}: выплата ${amount} отправлена`,
    subjectFailed: (account, amount) => `${account}: выплата ${amount} не прошла`,
    titleSent: "Выплата отправлена",
    titleFailed: "Выплата не прошла",
    introSent: (day) => `Выплата за ${day} отправлена на ваш кошелёк.`,
    introFailed: (day) =>
      `Выплату за ${day} провести не удалось. Пул отправит её повторно или вернёт сумму на баланс.`,
    day: "Расчётный день",
    tx: "Транзакция",
    checkWallet: "Если выплаты продолжают срываться, проверьте адрес кошелька в настройках:",
    payments: "Все платежи:",
  },
  reward: {
    subject: (account, amount, day) => `${account}: начислено ${amount} за ${day}`,
    title: "Начислено дневное вознаграждение",
    intro: (day) =>
      `Аккаунту начислено за ${day}: вознаграждение за майнинг за вычетом комиссии пула и распределение дохода за день; каждая строка — платёж из раздела «Платежи».`,
    introTotal: (day) =>
      `Аккаунту начислено вознаграждение за майнинг за ${day} за вычетом комиссии пула и распределения дохода.`,
    reward: "Вознаграждение",
    shareTo: (name) => `Распределение дохода на ${name}`,
    shareFrom: (name) => `Распределение дохода с ${name}`,
    referral: (name) => `Реферальный доход с ${name}`,
    credited: "Всего начислено",
    day: "День майнинга",
    payments: "Все платежи:",
  },
  walletAddress: {
    subject: (account) => `${account}: изменён адрес для выплат`,
    title: "Изменён адрес для выплат",
    intro: "Адрес для выплат этого аккаунта изменён. Выплаты на новый адрес начнутся после 24-часовой паузы.",
    address: "Новый адрес",
    previous: "Прежний адрес",
    pausedUntil: "Выплаты возобновятся",
    notYou:
      "Если это были не вы, смените пароль, завершите другие сеансы и верните прежний адрес до возобновления выплат:",
  },
  minpay: {
    subjectMin: (account) => `${account}: изменена минимальная выплата`,
    subjectMax: (account) => `${account}: изменена максимальная выплата`,
    titleMin: "Изменена минимальная выплата",
    titleMax: "Изменена максимальная выплата",
    introMin:
      "Минимальная выплата аккаунта изменена: выплата производится, когда баланс достигает этой суммы.",
    introMax: "Максимальная выплата аккаунта изменена: одна выплата не может быть больше этой суммы.",
    value: "Новое значение",
    previous: "Прежнее значение",
    noMaximum: "без ограничения",
    notYou: "Если это были не вы, смените пароль, завершите другие сеансы и проверьте настройки кошелька:",
  },
  login: {
    subject: (email) => `Новый вход в Pithead: ${email}`,
    title: "Новый вход",
    intro: "В вашу учётную запись Pithead выполнен вход с нового устройства.",
    account: "Учётная запись",
    ip: "IP-адрес",
    device: "Устройство",
    notYou: "Если это были не вы, смените пароль и завершите другие сеансы:",
  },
  workers: {
    subject: (account, counts) => `${account}: ${workerCounts(counts)}`,
    title: "Изменилось состояние воркеров",
    intro: (account, from, to) =>
      from === to
        ? `Воркеры аккаунта ${account} на ${from}:`
        : `Воркеры аккаунта ${account} с ${from} по ${to}:`,
    down: "Недоступны",
    back: "Снова в сети",
    bounced: "Ненадолго сменили состояние и вернулись к прежнему",
    lastShare: "последний шар",
    more: (n) => `и ещё ${n}`,
    workers: "Все воркеры:",
  },
  digest: {
    subject: (account, day, down, back, total) =>
      down === 0 && back === 0
        ? `${account}: воркеры за ${day}, без изменений (всего ${total})`
        : `${account}: воркеры за ${day}: стали недоступны ${down}, вернулись ${back}`,
    title: "Ежедневная сводка по воркерам",
    intro: (account, day) => `Воркеры аккаунта ${account} за ${day} (UTC).`,
    now: "Сейчас",
    counts: (stable, unavailable, off) => `стабильны ${stable}, недоступны ${unavailable}, отключены ${off}`,
    wentUnavailable: "Стали недоступны",
    cameBack: "Вернулись",
    at: "в",
    quiet: "За этот день ни один воркер не менял состояние.",
    reason: (account) =>
      `Вы получили это сообщение, потому что включили ежедневную сводку по воркерам аккаунта ${account}.`,
  },
};
