import { EmptyPage } from "../empty-page";

export function SettingsPage() {
  return <EmptyPage page="settings" icon="settings" />;
}
