export { DeleteMyUser } from "./components/delete-my-user";
export { PoolUserView } from "./components/pool-user-view";
export { PoolUsersList } from "./components/pool-users-list";
export { managedPoolOf } from "./utils/pool-staff";
