import type { CustomerRow, MinerSortField } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { Pager } from "../../../components/ui/pager/pager";
import { SearchField } from "../../../components/ui/search-field/search-field";
import { paths } from "../../../config/paths";
import { useIsDesktop } from "../../../lib/media";
import { useCustomers } from "../api/get-customers";
import { customersParamsOf, searchOf, sortBy } from "../utils/list-params";
import { CustomerCards } from "./customer-cards";
import styles from "./customers.module.css";
import { CustomersTable } from "./customers-table";

/**
 * `/customers`: the operator's customers with their figures (and balance and fee for financial roles); search,
 * sort and page live in the address. A row opens the customer's area.
 */
export function CustomersView({ operatorId, canCreate }: { operatorId: string; canCreate: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [search, setSearch] = useSearchParams();
  const params = customersParamsOf(search);
  const list = useCustomers(operatorId, params);
  const rows: CustomerRow[] = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.per_page));
  const go = (next: typeof params, replace = false) => setSearch(searchOf(next), { replace });
  const open = (id: string) => navigate(paths.app.customer.getHref(id));
  const onSort = (field: MinerSortField) => go(sortBy(params, field), true);
  const from = total === 0 ? 0 : (params.page - 1) * params.per_page + 1;
  const to = Math.min(total, params.page * params.per_page);

  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <SearchField
          value={params.name}
          onChange={(name) => go({ ...params, name, page: 1 }, true)}
          label={t("customers.list.search")}
          maxLength={64}
          testId="customer-search"
        />
        {canCreate && (
          <div className={styles.actions}>
            <Link className={styles.secondaryLink} to={paths.app.createSubAccount.getHref()}>
              {t("customers.list.createSub")}
            </Link>
            <Link
              className={styles.primaryLink}
              to={paths.app.createCustomer.getHref()}
              data-testid="create-customer"
            >
              {t("customers.list.create")}
            </Link>
          </div>
        )}
      </div>
      <ListState
        list={list}
        empty={rows.length === 0}
        texts={{
          loading: t("customers.list.loading"),
          failed: t("customers.list.failed"),
          retry: t("customers.list.retry"),
        }}
        emptyView={
          <EmptyState
            icon="customers"
            title={params.name ? t("customers.list.noMatches") : t("customers.list.empty")}
            description={params.name ? undefined : t("customers.list.emptyText")}
          />
        }
      >
        {isDesktop ? (
          <CustomersTable rows={rows} params={params} onSort={onSort} onOpen={open} />
        ) : (
          <CustomerCards rows={rows} params={params} onSort={onSort} onOpen={open} />
        )}
        <Pager
          label={t("customers.list.pages")}
          page={params.page}
          pages={pages}
          onPage={(page) => go({ ...params, page })}
        >
          <span className={styles.muted}>{t("customers.list.count", { from, to, total })}</span>
        </Pager>
      </ListState>
    </div>
  );
}
