/** The sign-in / sign-up activity for the marketing tool; its code loads only when there is one to report. */
export function reportMarketingActivity(activityId: string): void {
  if (activityId !== "act:cm:signin" && activityId !== "act:cm:signup") return;
  void import("./marketing").then((marketing) => marketing.activity(activityId));
}
