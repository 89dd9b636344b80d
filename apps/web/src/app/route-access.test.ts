import type { PoolSettings } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { type AccountType, guardedPages, type Permission } from "../features/accounts/types";
import { accessEntryFor } from "../features/accounts/utils/access-entry";
import { homeOf, mayOpen, routeAccess, routeAccessRedirect } from "./route-access";

const settings: PoolSettings = {
  mining_report: true,
  tax_calculator: true,
  extra_currencies: [],
  app_theme: "default",
  terms_url: "/",
};

const account = (type: AccountType, role = "owner", sections?: string[]): Permission => ({
  id: `${type}-1`,
  type,
  role,
  sections,
});
const context = (a: Permission | null, poolSettings = settings) => ({
  account: a,
  access: accessEntryFor(a),
  settings: poolSettings,
});
/** The routes of the table a context opens. */
const opens = (a: Permission | null, poolSettings = settings) =>
  Object.keys(routeAccess).filter((route) => mayOpen(route, context(a, poolSettings)));

const p = paths.app;
const miner = account("miner");
const pool = account("pool");
const operator = account("operator");
const platform = account("platform");

describe("the route table", () => {
  it("names every route of the signed-in area (the invitation renders in the auth layout)", () => {
    const signedIn = [
      ...Object.values(paths.app).filter((route) => route !== paths.app.invitation),
      ...Object.values(paths.promocode),
      ...Object.values(paths.platform),
    ].map((route) => route.path);
    expect(Object.keys(routeAccess).sort()).toEqual(signedIn.sort());
  });

  it("opens the platform account only its area, promo codes, settings and the FAQ", () => {
    expect(opens(platform).sort()).toEqual(
      [
        "/platform",
        "/platform/payouts",
        "/platform/unallocated",
        "/promocodes",
        "/promocodes/create",
        "/promocodes/:promocodeId",
        "/settings",
        "/settings/notifications",
        "/faq",
      ].sort(),
    );
  });

  it("sends the platform account from main and every other page to /platform", () => {
    for (const route of [p.dashboard.path, p.workers.path, p.taxCalculator.path, p.miningReport.path]) {
      expect(routeAccessRedirect(route, context(platform))).toBe("/platform");
    }
    expect(routeAccessRedirect("/platform", context(platform))).toBeNull();
    expect(homeOf(platform)).toBe("/platform");
  });

  it("keeps promo codes to the platform and their changes to a role that may manage its settings", () => {
    for (const other of [miner, pool, operator]) {
      expect(routeAccessRedirect(paths.promocode.index.path, context(other))).toBe("/");
      expect(routeAccessRedirect(paths.promocode.create.path, context(other))).toBe("/");
    }
    const accountant = account("platform", "accountant");
    expect(mayOpen(paths.promocode.index.path, context(accountant))).toBe(true);
    expect(routeAccessRedirect(paths.promocode.create.path, context(accountant))).toBe("/platform");
    expect(routeAccessRedirect(paths.promocode.edit.path, context(accountant))).toBe("/platform");
    // A platform role without financial data still has its main: no loop.
    const viewer = account("platform", "viewer");
    expect(routeAccessRedirect(paths.promocode.index.path, context(viewer))).toBe("/platform");
    expect(routeAccessRedirect("/platform", context(viewer))).toBeNull();
  });

  it("gives each account type its own pages", () => {
    expect(opens(miner)).toEqual(
      expect.arrayContaining([
        p.profitSharing.path,
        p.referrals.path,
        p.taxCalculator.path,
        p.miningReport.path,
      ]),
    );
    expect(opens(miner)).not.toContain(p.customers.path);
    expect(opens(miner)).not.toContain(p.users.path);
    expect(opens(operator)).toEqual(
      expect.arrayContaining([p.customers.path, p.customer.path, p.createCustomer.path, p.miningReport.path]),
    );
    expect(opens(operator)).not.toContain(p.profitSharing.path);
    expect(opens(operator)).not.toContain(p.referrals.path);
    expect(opens(pool)).toEqual(expect.arrayContaining([p.users.path, p.user.path, p.createSubAccount.path]));
    for (const route of [p.customers.path, p.profitSharing.path, p.taxCalculator.path, p.miningReport.path]) {
      expect(opens(pool)).not.toContain(route);
    }
  });

  it("follows the guarded pages of the role: a viewer has no money page, an accountant no mining one", () => {
    const viewer = account("miner", "viewer", ["section_workers_read"]);
    expect(opens(viewer)).toContain(p.workers.path);
    for (const route of [
      p.payments.path,
      p.transfers.path,
      p.referrals.path,
      p.profitSharing.path,
      p.taxCalculator.path,
      p.miningReport.path,
      p.accessControl.path,
      p.createSubAccount.path,
    ]) {
      expect(routeAccessRedirect(route, context(viewer))).toBe("/");
    }
    const accountant = account("operator", "accountant", [
      "section_payments_read",
      "section_virtual_mining_read",
      "section_referrals_read",
    ]);
    expect(opens(accountant)).toEqual(
      expect.arrayContaining([p.payments.path, p.taxCalculator.path, p.customerPayments.path]),
    );
    expect(opens(accountant)).not.toContain(p.customers.path);
    expect(opens(accountant)).not.toContain(p.createCustomer.path);
  });

  it("keeps pool users to its owner and admins", () => {
    expect(mayOpen(p.users.path, context(account("pool", "admin")))).toBe(true);
    expect(routeAccessRedirect(p.users.path, context(account("pool", "manager")))).toBe("/");
    expect(routeAccessRedirect(p.user.path, context(account("pool", "manager")))).toBe("/");
  });

  it("opens the tax calculator and the mining report only while the pool setting is on", () => {
    const off = { ...settings, tax_calculator: false, mining_report: false };
    expect(routeAccessRedirect(p.taxCalculator.path, context(miner, off))).toBe("/");
    expect(routeAccessRedirect(p.miningReport.path, context(operator, off))).toBe("/");
    expect(routeAccessRedirect(p.taxCalculator.path, context(miner))).toBeNull();
  });

  it("keeps the guarded pages of SPEC section 6 for every access entry", () => {
    const routes = {
      Payments: p.payments.path,
      Workers: p.workers.path,
      Transfers: p.transfers.path,
      Referrals: p.referrals.path,
      AccessControl: p.accessControl.path,
    };
    for (const page of guardedPages) {
      expect(mayOpen(routes[page], { ...context(miner), access: { type: "other", access: [page] } })).toBe(
        true,
      );
      expect(mayOpen(routes[page], { ...context(miner), access: { type: "other", access: [] } })).toBe(false);
    }
  });

  it("never sends a main to itself", () => {
    expect(routeAccessRedirect(p.dashboard.path, context(null))).toBeNull();
    expect(routeAccessRedirect(p.workers.path, context(null))).toBe("/");
    expect(routeAccessRedirect("/no-such-route", context(miner))).toBe("/");
  });
});
