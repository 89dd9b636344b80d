import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import { routeAccessLoader } from "../../loaders/route-loaders";

/**
 * The signed-in area's pages but the dashboard, children of the `app` layout route (`app-routes.tsx`), added on
 * the first navigation that needs them (`discoverRoutes` in app/router.tsx). Loaders run the guards; each
 * component is a chunk of its own, loaded (`lazy`) alongside its loaders.
 */
export function appPageRoutes(queryClient: QueryClient): RouteObject[] {
  const p = paths.app;
  // Every page's loader asks the route table (app/route-access.ts) with its own pattern.
  const guard = (route: string) => routeAccessLoader(queryClient, route);
  return [
    {
      path: p.workers.path,
      loader: guard(p.workers.path),
      lazy: () => import("./workers").then((m) => ({ Component: m.WorkersPage })),
    },
    {
      path: p.payments.path,
      loader: guard(p.payments.path),
      lazy: () => import("./payments").then((m) => ({ Component: m.PaymentsPage })),
    },
    {
      path: p.transfers.path,
      loader: guard(p.transfers.path),
      lazy: () => import("./transfers").then((m) => ({ Component: m.TransfersPage })),
    },
    {
      path: p.referrals.path,
      loader: guard(p.referrals.path),
      lazy: () => import("./referrals").then((m) => ({ Component: m.ReferralsPage })),
    },
    {
      path: p.accessControl.path,
      loader: guard(p.accessControl.path),
      lazy: () => import("./access-control").then((m) => ({ Component: m.AccessControlPage })),
    },
    {
      path: p.taxCalculator.path,
      loader: guard(p.taxCalculator.path),
      lazy: () => import("./tax-calculator").then((m) => ({ Component: m.TaxCalculatorPage })),
    },
    {
      path: p.miningReport.path,
      loader: guard(p.miningReport.path),
      lazy: () => import("./mining-report").then((m) => ({ Component: m.MiningReportPage })),
    },
    {
      path: p.customers.path,
      loader: guard(p.customers.path),
      lazy: () => import("../customers/customers").then((m) => ({ Component: m.CustomersPage })),
    },
    {
      path: p.createCustomer.path,
      loader: guard(p.createCustomer.path),
      lazy: () => import("../customers/create-customer").then((m) => ({ Component: m.CreateCustomerPage })),
    },
    {
      path: p.createSubAccount.path,
      loader: guard(p.createSubAccount.path),
      lazy: () =>
        import("../customers/create-sub-account").then((m) => ({ Component: m.CreateSubAccountPage })),
    },
    {
      path: p.customer.path,
      loader: guard(p.customer.path),
      lazy: () => import("../customers/customer-root").then((m) => ({ Component: m.CustomerRoot })),
      children: [
        {
          index: true,
          lazy: () =>
            import("../customers/customer-mining").then((m) => ({ Component: m.CustomerMiningPage })),
        },
        {
          path: p.customerSettings.path,
          loader: guard(p.customerSettings.path),
          lazy: () =>
            import("../customers/customer-settings").then((m) => ({ Component: m.CustomerSettingsPage })),
        },
        {
          path: p.customerPayments.path,
          loader: guard(p.customerPayments.path),
          lazy: () =>
            import("../customers/customer-payments").then((m) => ({ Component: m.CustomerPaymentsPage })),
        },
      ],
    },
    {
      path: p.profitSharing.path,
      loader: guard(p.profitSharing.path),
      lazy: () => import("./profit-sharing").then((m) => ({ Component: m.ProfitSharingPage })),
    },
    {
      path: p.settings.path,
      loader: guard(p.settings.path),
      lazy: () => import("./settings").then((m) => ({ Component: m.SettingsPage })),
    },
    {
      path: p.notifications.path,
      loader: guard(p.notifications.path),
      lazy: () => import("./notifications").then((m) => ({ Component: m.NotificationsPage })),
    },
    {
      path: p.users.path,
      loader: guard(p.users.path),
      lazy: () => import("./users").then((m) => ({ Component: m.UsersPage })),
    },
    {
      path: p.user.path,
      loader: guard(p.user.path),
      lazy: () => import("./user").then((m) => ({ Component: m.UserPage })),
    },
    {
      path: p.faq.path,
      loader: guard(p.faq.path),
      lazy: () => import("./faq").then((m) => ({ Component: m.FaqPage })),
    },
    {
      path: paths.promocode.index.path,
      loader: guard(paths.promocode.index.path),
      lazy: () => import("../promocodes/promocodes").then((m) => ({ Component: m.PromocodesPage })),
    },
    {
      path: paths.promocode.create.path,
      loader: guard(paths.promocode.create.path),
      lazy: () =>
        import("../promocodes/create-promocode").then((m) => ({ Component: m.CreatePromocodePage })),
    },
    {
      path: paths.promocode.edit.path,
      loader: guard(paths.promocode.edit.path),
      lazy: () => import("../promocodes/edit-promocode").then((m) => ({ Component: m.EditPromocodePage })),
    },
    {
      path: paths.platform.rewards.path,
      loader: guard(paths.platform.rewards.path),
      lazy: () => import("../platform/platform-root").then((m) => ({ Component: m.PlatformRoot })),
      children: [
        {
          index: true,
          lazy: () => import("../platform/rewards").then((m) => ({ Component: m.PlatformRewardsPage })),
        },
        {
          path: paths.platform.payouts.path,
          loader: guard(paths.platform.payouts.path),
          lazy: () => import("../platform/payouts").then((m) => ({ Component: m.PlatformPayoutsPage })),
        },
        {
          path: paths.platform.unallocated.path,
          loader: guard(paths.platform.unallocated.path),
          lazy: () =>
            import("../platform/unallocated").then((m) => ({ Component: m.PlatformUnallocatedPage })),
        },
      ],
    },
  ];
}
