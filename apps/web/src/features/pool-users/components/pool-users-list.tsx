import type { PoolUser } from "@pithead/contract";
import { poolUsersSearchMaxLength } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { Pager } from "../../../components/ui/pager/pager";
import { SearchField } from "../../../components/ui/search-field/search-field";
import { paths } from "../../../config/paths";
import { useFormatters } from "../../../lib/i18n";
import { usePoolUsers } from "../api/get-pool-users";
import { AccountRoles, TwoFactorBadge } from "./account-roles";
import styles from "./pool-users.module.css";

/** `/users`: the pool's users with their accounts and roles, second factor, last sign-in and sessions. */
export function PoolUsersList({ poolId }: { poolId: string }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = usePoolUsers(poolId, search, page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.search ?? search;
    if (s) query.set("search", s);
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    setParams(query, { replace: next.search !== undefined });
  };
  const rows = data?.data ?? [];
  const from = data ? (data.page - 1) * data.per_page + 1 : 0;

  return (
    <div className={styles.root}>
      <SearchField
        value={search}
        onChange={(s) => go({ search: s })}
        label={t("users.list.search.label")}
        placeholder={t("users.list.search.placeholder")}
        maxLength={poolUsersSearchMaxLength}
      />
      <ListState
        list={list}
        empty={rows.length === 0}
        texts={{ loading: t("users.list.loading"), failed: t("users.list.failed"), retry: t("users.retry") }}
        emptyView={
          <EmptyState
            icon="users"
            title={search ? t("users.list.noMatch") : t("users.list.empty")}
            description={search ? t("users.list.noMatchText", { search }) : undefined}
          />
        }
      >
        <div className={styles.table}>
          <div className={`${styles.listRow} ${styles.head}`} aria-hidden>
            <span>{t("users.list.columns.email")}</span>
            <span>{t("users.list.columns.accounts")}</span>
            <span>{t("users.list.columns.twoFactor")}</span>
            <span>{t("users.list.columns.lastSignIn")}</span>
            <span>{t("users.list.columns.sessions")}</span>
          </div>
          {rows.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </div>
        <Pager label={t("users.list.label")} page={page} pages={pages} onPage={(p) => go({ page: p })}>
          <span className={styles.muted}>
            {t("users.list.count", {
              from: formatNumber(from),
              to: formatNumber(from + rows.length - 1),
              total: formatNumber(data?.total ?? 0),
            })}
          </span>
        </Pager>
      </ListState>
    </div>
  );
}

function UserRow({ user }: { user: PoolUser }) {
  const { t } = useTranslation();
  const { formatDate, formatNumber } = useFormatters();
  return (
    <Link
      to={paths.app.user.getHref(user.id)}
      className={styles.listRow}
      data-testid="pool-user-row"
      data-email={user.email}
    >
      <span className={styles.email}>{user.email}</span>
      <span>
        <AccountRoles accounts={user.accounts} />
      </span>
      <span className={styles.cellLabelled} data-label={t("users.list.columns.twoFactor")}>
        <TwoFactorBadge on={user.two_factor} />
      </span>
      <span className={styles.cellLabelled} data-label={t("users.list.columns.lastSignIn")}>
        {user.last_sign_in_at
          ? formatDate(user.last_sign_in_at, { dateStyle: "medium", timeStyle: "short" })
          : t("users.never")}
      </span>
      <span className={styles.cellLabelled} data-label={t("users.list.columns.sessions")}>
        {formatNumber(user.active_sessions)}
      </span>
    </Link>
  );
}
