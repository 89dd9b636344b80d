import { EmptyPage } from "../empty-page";

export function UserPage() {
  return <EmptyPage page="user" icon="users" />;
}
