import {
  type PaymentDirection,
  type PaymentStatus,
  type PaymentType,
  paymentDirections,
  paymentStatuses,
  paymentTypes,
  type SortOrder,
} from "@pithead/contract";

/** A page of the list holds this many payments. */
export const paymentsPerPage = 50;

/**
 * The list state kept in the address: `type` and `status` (comma-separated lists), `direction`, `from` and `to`
 * (UTC days, inclusive), `sort` (by time) and `page`. Absent means no filter, newest first, page 1.
 */
export type PaymentFilters = {
  type: PaymentType[];
  direction: PaymentDirection | null;
  status: PaymentStatus[];
  from: string | null;
  to: string | null;
  sort: SortOrder;
  page: number;
};

export const defaultPaymentFilters: PaymentFilters = {
  type: [],
  direction: null,
  status: [],
  from: null,
  to: null,
  sort: "desc",
  page: 1,
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

function listOf<T extends string>(values: readonly T[], text: string | null): T[] {
  const chosen = (text ?? "").split(",").filter((value): value is T => isOneOf(values, value));
  return values.filter((value) => chosen.includes(value));
}

function dayOf(text: string | null): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}

/** Reads the filters from the query string; unknown values are dropped, a bad page is page 1. */
export function readPaymentFilters(search: URLSearchParams): PaymentFilters {
  const direction = search.get("direction") ?? "";
  const page = Number(search.get("page"));
  return {
    type: listOf(paymentTypes, search.get("type")),
    direction: isOneOf(paymentDirections, direction) ? direction : null,
    status: listOf(paymentStatuses, search.get("status")),
    from: dayOf(search.get("from")),
    to: dayOf(search.get("to")),
    sort: search.get("sort") === "asc" ? "asc" : "desc",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string after `change`: defaults are left out, other parameters (the watch area's `pid`) are kept.
 * Any change of a filter or of the sort goes back to page 1.
 */
export function writePaymentFilters(
  search: URLSearchParams,
  change: Partial<PaymentFilters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const merged = { ...readPaymentFilters(search), page: 1, ...change };
  const text: Record<keyof PaymentFilters, string> = {
    type: merged.type.join(","),
    direction: merged.direction ?? "",
    status: merged.status.join(","),
    from: merged.from ?? "",
    to: merged.to ?? "",
    sort: merged.sort === "desc" ? "" : merged.sort,
    page: merged.page === 1 ? "" : String(merged.page),
  };
  for (const [key, value] of Object.entries(text)) {
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The server query (`paymentsQuerySchema`) of the filters: lists comma-separated, absent filters left out. */
export function paymentsQueryOf(filters: PaymentFilters, perPage = paymentsPerPage) {
  return {
    type: filters.type.length ? filters.type.join(",") : undefined,
    direction: filters.direction ?? undefined,
    status: filters.status.length ? filters.status.join(",") : undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    sort: filters.sort,
    page: filters.page,
    per_page: perPage,
  };
}

/** Whether any filter narrows the list (so an empty answer means "nothing matches", not "nothing yet"). */
export function isFiltered(filters: PaymentFilters): boolean {
  return (
    filters.type.length > 0 ||
    filters.direction !== null ||
    filters.status.length > 0 ||
    filters.from !== null ||
    filters.to !== null
  );
}

/** The number of pages of `total` payments (at least 1). */
export function pageCount(total: number, perPage = paymentsPerPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}
