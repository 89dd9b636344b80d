import { EmptyPage } from "../empty-page";

export function FaqPage() {
  return <EmptyPage page="faq" icon="faq" />;
}
