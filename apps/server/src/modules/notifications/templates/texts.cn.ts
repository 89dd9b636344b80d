import type { Texts } from "./texts";

/** Simplified Chinese texts of the notifications. */

/** "3 台矿机离线，1 台恢复在线，2 台短暂掉线"; the first part names the workers. */
function workerCounts(counts: { down: number; back: number; bounced: number }): string {
  const parts: string[] = [];
  const count = (n: number) => (parts.length === 0 ? `${n} 台矿机` : `${n} 台`);
  if (counts.down > 0) parts.push(`${count(counts.down)}离线`);
  if (counts.back > 0) parts.push(`${count(counts.back)}恢复在线`);
  if (counts.bounced > 0) parts.push(`${count(counts.bounced)}短暂掉线`);
  return parts.join("，");
}

export const cn: Texts = {
  locale: "zh-CN",
  htmlLang: "zh-CN",
  common: {
    colon: "：",
    account: "账户",
    time: "时间",
    amount: "金额",
    address: "地址",
    changedBy: "操作人",
    none: "无",
    unknown: "未知",
    footerChange: "更改通知设置：",
    reasonSecurity: "您收到此消息，是因为 Pithead 账户的安全通知始终会发送。",
    reasonAccount: (account) => `您收到此消息，是因为您开启了账户 ${account} 的通知。`,
    reasonReward: (account) => `您收到此消息，是因为您开启了账户 ${account} 的每日收益通知。`,
  },
  deleteMiner: {
    subject: (account) => `已申请删除矿工账户 ${account}`,
    title: "已申请删除账户",
    intro: (account) => `您的 Pithead 账户提交了删除矿工账户 ${account} 的申请。`,
    requestedBy: "申请人",
    nextTitle: "接下来：",
    next: [
      "请停止矿机或将其切换到其他账户：提交到已删除账户的份额不会获得收益。",
      "矿池结清剩余余额后，将删除该账户及其所有访问授权。",
    ],
    notYou: "如果这不是您本人操作，请立即修改密码并退出其他会话：",
  },
  payout: {
    subjectSent: (account, amount) => `${account}：${amount} 的付款已发送`,
    subjectFailed: (account, amount) => `${account}：${amount} 的付款失败`,
    titleSent: "付款已发送",
    titleFailed: "付款失败",
    introSent: (day) => `${day} 的付款已发送到您的钱包。`,
    introFailed: (day) => `${day} 的付款未能完成。矿池将重新发送，或将金额退回您的余额。`,
    day: "结算日",
    tx: "交易",
    checkWallet: "如果付款持续失败，请在设置中检查钱包地址：",
    payments: "全部付款记录：",
  },
  reward: {
    subject: (account, amount, day) => `${account}：${day} 入账 ${amount}`,
    title: "每日收益已入账",
    intro: (day) =>
      `该账户 ${day} 的入账如下：扣除矿池费用后的挖矿收益及当日收益分成，每一行对应付款记录中的一笔。`,
    introTotal: (day) => `该账户 ${day} 的挖矿收益已入账（已扣除矿池费用和收益分成）。`,
    reward: "收益",
    shareTo: (name) => `收益分成转至 ${name}`,
    shareFrom: (name) => `收益分成来自 ${name}`,
    referral: (name) => `推荐收入来自 ${name}`,
    credited: "入账合计",
    day: "挖矿日",
    payments: "全部付款记录：",
  },
  walletAddress: {
    subject: (account) => `${account}：收款地址已更改`,
    title: "收款地址已更改",
    intro: "该账户的收款地址已更改。向新地址的付款将在暂停 24 小时后开始。",
    address: "新地址",
    previous: "原地址",
    pausedUntil: "恢复付款时间",
    notYou: "如果这不是您本人操作，请在恢复付款前修改密码、退出其他会话并改回原地址：",
  },
  minpay: {
    subjectMin: (account) => `${account}：最低付款额已更改`,
    subjectMax: (account) => `${account}：最高付款额已更改`,
    titleMin: "最低付款额已更改",
    titleMax: "最高付款额已更改",
    introMin: "该账户的最低付款额已更改：余额达到该金额时才会付款。",
    introMax: "该账户的最高付款额已更改：单笔付款不会超过该金额。",
    value: "新值",
    previous: "原值",
    noMaximum: "不限",
    notYou: "如果这不是您本人操作，请修改密码、退出其他会话并检查钱包设置：",
  },
  login: {
    subject: (email) => `Pithead 新登录：${email}`,
    title: "新设备登录",
    intro: "您的 Pithead 账户在新设备上登录。",
    account: "登录账户",
    ip: "IP 地址",
    device: "设备",
    notYou: "如果这不是您本人操作，请修改密码并退出其他会话：",
  },
  workers: {
    subject: (account, counts) => `${account}：${workerCounts(counts)}`,
    title: "矿机状态变化",
    intro: (account, from, to) =>
      from === to ? `账户 ${account} 的矿机，${from}：` : `账户 ${account} 的矿机，${from} 至 ${to}：`,
    down: "离线",
    back: "恢复在线",
    bounced: "短暂变化后恢复原状态",
    lastShare: "最后份额",
    more: (n) => `以及另外 ${n} 台`,
    workers: "全部矿机：",
  },
  digest: {
    subject: (account, day, down, back, total) =>
      down === 0 && back === 0
        ? `${account}：${day} 矿机无变化（共 ${total} 台）`
        : `${account}：${day} 矿机 ${down} 台变为不可用，${back} 台恢复`,
    title: "矿机每日汇总",
    intro: (account, day) => `账户 ${account} 在 ${day}（UTC）的矿机情况。`,
    now: "当前",
    counts: (stable, unavailable, off) => `稳定 ${stable} 台，不可用 ${unavailable} 台，离线 ${off} 台`,
    wentUnavailable: "变为不可用",
    cameBack: "恢复",
    at: "于",
    quiet: "当天没有矿机改变状态。",
    reason: (account) => `您收到此消息，是因为您开启了账户 ${account} 的矿机每日汇总。`,
  },
};
