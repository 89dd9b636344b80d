/**
 * `alice` -> `al***e`: a referrer learns that someone joined, not who (names of 3 show `a***e`). The one mask of
 * a referred account, wherever a referrer sees it: the referrals page, Payments, the CSV, the reward mail.
 */
export const maskAccountName = (name: string) =>
  name.length <= 3 ? `${name.slice(0, 1)}***${name.slice(-1)}` : `${name.slice(0, 2)}***${name.slice(-1)}`;
