import { EmptyPage } from "../empty-page";

export function NotificationsPage() {
  return <EmptyPage page="notifications" icon="bell" />;
}
