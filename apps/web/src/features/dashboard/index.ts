export { AccountDashboard } from "./components/account-dashboard";
export { MinerDashboard } from "./components/miner-dashboard";
export { useDashboardName } from "./hooks/use-dashboard-name";
export type { DashboardSource } from "./utils/dashboard-source";
