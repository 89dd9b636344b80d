import { Outlet } from "react-router";
import { AuthLayout } from "../../../components/layouts/auth-layout";
import { LanguagePicker } from "../../../features/language";
import { useBrandName } from "../../use-brand-name";

/** Identity steps, the Control Hub sign-in and the invitation: the centred auth card. */
export function AuthRoot() {
  return (
    <AuthLayout brandName={useBrandName()} actions={<LanguagePicker />}>
      <Outlet />
    </AuthLayout>
  );
}
