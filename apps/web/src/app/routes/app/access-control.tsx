import { EmptyPage } from "../empty-page";

export function AccessControlPage() {
  return <EmptyPage page="accessControl" icon="access" />;
}
