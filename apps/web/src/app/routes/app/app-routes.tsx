import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import {
  appLayoutLoader,
  guardedPageLoader,
  platformLoader,
  poolFeatureLoader,
} from "../../loaders/route-loaders";
import { CreateCustomerPage } from "../customers/create-customer";
import { CreateSubAccountPage } from "../customers/create-sub-account";
import { CustomerMiningPage } from "../customers/customer-mining";
import { CustomerPaymentsPage } from "../customers/customer-payments";
import { CustomerRoot } from "../customers/customer-root";
import { CustomerSettingsPage } from "../customers/customer-settings";
import { CustomersPage } from "../customers/customers";
import { PlatformPayoutsPage } from "../platform/payouts";
import { PlatformRoot } from "../platform/platform-root";
import { PlatformRewardsPage } from "../platform/rewards";
import { PlatformUnallocatedPage } from "../platform/unallocated";
import { CreatePromocodePage } from "../promocodes/create-promocode";
import { EditPromocodePage } from "../promocodes/edit-promocode";
import { PromocodesPage } from "../promocodes/promocodes";
import { AccessControlPage } from "./access-control";
import { AppRoot } from "./app-root";
import { DashboardPage } from "./dashboard";
import { FaqPage } from "./faq";
import { MiningReportPage } from "./mining-report";
import { NotificationsPage } from "./notifications";
import { PaymentsPage } from "./payments";
import { ProfitSharingPage } from "./profit-sharing";
import { ReferralsPage } from "./referrals";
import { SettingsPage } from "./settings";
import { TaxCalculatorPage } from "./tax-calculator";
import { TransfersPage } from "./transfers";
import { UserPage } from "./user";
import { UsersPage } from "./users";
import { WorkersPage } from "./workers";

/** The signed-in area: one layout route whose loader runs the page order, then every page. */
export function appRoutes(queryClient: QueryClient): RouteObject {
  const p = paths.app;
  return {
    id: "app",
    loader: appLayoutLoader(queryClient),
    Component: AppRoot,
    children: [
      { index: true, Component: DashboardPage, handle: { name: p.dashboard.name } },
      { path: p.workers.path, Component: WorkersPage, loader: guardedPageLoader(queryClient, "Workers") },
      { path: p.payments.path, Component: PaymentsPage, loader: guardedPageLoader(queryClient, "Payments") },
      {
        path: p.transfers.path,
        Component: TransfersPage,
        loader: guardedPageLoader(queryClient, "Transfers"),
      },
      {
        path: p.referrals.path,
        Component: ReferralsPage,
        loader: guardedPageLoader(queryClient, "Referrals"),
      },
      {
        path: p.accessControl.path,
        Component: AccessControlPage,
        loader: guardedPageLoader(queryClient, "AccessControl"),
      },
      {
        path: p.taxCalculator.path,
        Component: TaxCalculatorPage,
        loader: poolFeatureLoader(queryClient, "tax_calculator"),
      },
      {
        path: p.miningReport.path,
        Component: MiningReportPage,
        loader: poolFeatureLoader(queryClient, "mining_report"),
      },
      { path: p.customers.path, Component: CustomersPage },
      { path: p.createCustomer.path, Component: CreateCustomerPage },
      { path: p.createSubAccount.path, Component: CreateSubAccountPage },
      {
        path: p.customer.path,
        Component: CustomerRoot,
        children: [
          { index: true, Component: CustomerMiningPage },
          { path: p.customerSettings.path, Component: CustomerSettingsPage },
          { path: p.customerPayments.path, Component: CustomerPaymentsPage },
        ],
      },
      { path: p.profitSharing.path, Component: ProfitSharingPage },
      { path: p.settings.path, Component: SettingsPage },
      { path: p.notifications.path, Component: NotificationsPage },
      { path: p.users.path, Component: UsersPage },
      { path: p.user.path, Component: UserPage },
      { path: p.faq.path, Component: FaqPage },
      { path: paths.promocode.index.path, Component: PromocodesPage },
      { path: paths.promocode.create.path, Component: CreatePromocodePage },
      { path: paths.promocode.edit.path, Component: EditPromocodePage },
      {
        path: paths.platform.rewards.path,
        Component: PlatformRoot,
        loader: platformLoader(queryClient),
        children: [
          { index: true, Component: PlatformRewardsPage },
          { path: paths.platform.payouts.path, Component: PlatformPayoutsPage },
          { path: paths.platform.unallocated.path, Component: PlatformUnallocatedPage },
        ],
      },
    ],
  };
}
