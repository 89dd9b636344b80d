import { type MinerSortField, minerSortFields } from "@pithead/contract";

export type CustomersParams = {
  name: string;
  sort_by: MinerSortField;
  order: "asc" | "desc";
  page: number;
  per_page: number;
};

export const CUSTOMERS_PER_PAGE = 50;

/** The list's search, sort and page from the address (unknown values fall back to the defaults). */
export function customersParamsOf(search: URLSearchParams): CustomersParams {
  const sort = search.get("sort_by");
  const page = Number(search.get("page"));
  return {
    name: (search.get("name") ?? "").slice(0, 64),
    sort_by: minerSortFields.includes(sort as MinerSortField) ? (sort as MinerSortField) : "account_name",
    order: search.get("order") === "desc" ? "desc" : "asc",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    per_page: CUSTOMERS_PER_PAGE,
  };
}

/** The address of `params` (defaults left out). */
export function searchOf(params: CustomersParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.name) search.set("name", params.name);
  if (params.sort_by !== "account_name") search.set("sort_by", params.sort_by);
  if (params.order !== "asc") search.set("order", params.order);
  if (params.page > 1) search.set("page", String(params.page));
  return search;
}

/** A click on a column: the same column flips the order, another starts descending for figures. */
export function sortBy(params: CustomersParams, field: MinerSortField): CustomersParams {
  if (params.sort_by === field) return { ...params, order: params.order === "asc" ? "desc" : "asc", page: 1 };
  return { ...params, sort_by: field, order: field === "account_name" ? "asc" : "desc", page: 1 };
}
