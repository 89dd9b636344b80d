import { EmptyPage } from "../empty-page";

export function UsersPage() {
  return <EmptyPage page="users" icon="users" />;
}
