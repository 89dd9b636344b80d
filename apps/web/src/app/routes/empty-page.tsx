import { useTranslation } from "react-i18next";
import { Page } from "../../components/layouts/page";
import { EmptyState } from "../../components/ui/empty-state/empty-state";
import type { IconName } from "../../components/ui/icon/icon";

/**
 * A page whose feature arrives with a later issue: its title and an honest empty state saying what will
 * appear here. `page` names the `pages.<page>.{title,empty}` keys.
 */
export function EmptyPage({ page, icon }: { page: string; icon: IconName }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  return (
    <Page title={title}>
      <EmptyState icon={icon} title={title} description={t(`pages.${page}.empty`)} />
    </Page>
  );
}

/** The same inside an area layout (customer, platform, watch), where the area already shows its title. */
export function AreaEmptyState({
  titleKey,
  textKey,
  icon,
}: {
  titleKey: string;
  textKey: string;
  icon: IconName;
}) {
  const { t } = useTranslation();
  return <EmptyState icon={icon} title={t(titleKey)} description={t(textKey)} />;
}
