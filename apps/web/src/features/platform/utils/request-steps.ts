/** Whether a payout request may take each step (the server's rule, payout-requests.service.ts). */
export const stepsByStatus = {
  created: ["sent", "fail", "reverse"],
  sent: ["complete", "fail"],
  failed: ["resend", "reverse"],
  completed: [],
  canceled: [],
} as const;

/** A Bitcoin transaction id: 64 hex digits. */
export const isTxId = (text: string) => /^[0-9a-f]{64}$/i.test(text.trim());
