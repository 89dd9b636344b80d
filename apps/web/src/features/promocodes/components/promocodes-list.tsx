import {
  type PromocodeStatus,
  type PromocodeType,
  promocodeStatuses,
  promocodeTypes,
} from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { Pager } from "../../../components/ui/pager/pager";
import { SearchField } from "../../../components/ui/search-field/search-field";
import { paths } from "../../../config/paths";
import { promocodePages, usePromocodes } from "../api/list-promocodes";
import styles from "./promocodes.module.css";

/**
 * The platform's promo codes, newest first, 20 a page: filters by status and type, search by a part of the code.
 * Each code opens its edit page for a role that may change it (`canEdit`), else it is plain text.
 */
export function PromocodesList({ canEdit = true }: { canEdit?: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PromocodeStatus | undefined>();
  const [type, setType] = useState<PromocodeType | undefined>();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const list = usePromocodes({ status, type, search }, page);
  const rows = list.data?.data ?? [];
  const pages = promocodePages(list.data?.total ?? 0);
  return (
    <div className={styles.block}>
      <div className={styles.filters}>
        <SearchField
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
          label={t("promocodes.list.search")}
          maxLength={32}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="promocodes-status">
            {t("promocodes.fields.status")}
          </label>
          <select
            id="promocodes-status"
            className={styles.input}
            value={status ?? ""}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as PromocodeStatus | undefined);
              setPage(1);
            }}
          >
            <option value="">{t("promocodes.list.all")}</option>
            {promocodeStatuses.map((item) => (
              <option key={item} value={item}>
                {t(`promocodes.statuses.${item}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="promocodes-type">
            {t("promocodes.fields.type")}
          </label>
          <select
            id="promocodes-type"
            className={styles.input}
            value={type ?? ""}
            onChange={(event) => {
              setType((event.target.value || undefined) as PromocodeType | undefined);
              setPage(1);
            }}
          >
            <option value="">{t("promocodes.list.all")}</option>
            {promocodeTypes.map((item) => (
              <option key={item} value={item}>
                {t(`promocodes.types.${item}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListState
        list={list}
        empty={rows.length === 0}
        texts={{
          loading: t("promocodes.list.loading"),
          failed: t("promocodes.list.failed"),
          retry: t("promocodes.list.retry"),
        }}
        emptyView={<EmptyState icon="promocode" title={t("promocodes.list.empty")} />}
      >
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="promocodes">
            <thead>
              <tr>
                <th>{t("promocodes.fields.code")}</th>
                <th>{t("promocodes.fields.type")}</th>
                <th>{t("promocodes.list.fee")}</th>
                <th>{t("promocodes.list.dates")}</th>
                <th>{t("promocodes.fields.status")}</th>
                <th>{t("promocodes.list.used")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {canEdit ? <Link to={paths.promocode.edit.getHref(row.id)}>{row.code}</Link> : row.code}
                  </td>
                  <td>{t(`promocodes.types.${row.type}`)}</td>
                  <td className={styles.number}>
                    {t(`promocodes.feeTypes.${row.fee_type}`, { value: row.fee_value })}
                  </td>
                  <td className={styles.number}>
                    {t("promocodes.list.period", {
                      from: row.effective_from,
                      to: row.effective_to ?? t("promocodes.list.openEnded"),
                    })}
                  </td>
                  <td>{t(`promocodes.statuses.${row.status}`)}</td>
                  <td className={styles.number}>
                    {row.usage_limit === null
                      ? row.used
                      : t("promocodes.list.usedOf", { used: row.used, limit: row.usage_limit })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager label={t("promocodes.list.pages")} page={page} pages={pages} onPage={setPage} />
      </ListState>
    </div>
  );
}
