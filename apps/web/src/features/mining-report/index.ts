export { MiningReportView } from "./components/mining-report-view";
export { OperatorReportView } from "./components/operator-report-view";
