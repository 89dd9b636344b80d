export { MiningReportView } from "./components/mining-report-view";
