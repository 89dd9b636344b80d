/** Whether a payout request may take each step (the server's rule, payout-requests.service.ts). */
export const stepsByStatus = {
  created: ["sent", "fail", "reverse"],
  sent: ["complete", "fail"],
  failed: ["resend", "reverse"],
  completed: [],
  canceled: [],
} as const;
