import { EmptyPage } from "../empty-page";

export function ReferralsPage() {
  return <EmptyPage page="referrals" icon="referrals" />;
}
