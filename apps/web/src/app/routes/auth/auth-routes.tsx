import type { QueryClient } from "@tanstack/react-query";
import { Navigate, type RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import { operatorAuthLoader } from "../../loaders/operator-loader";
import { nameStepLoader } from "../../loaders/route-loaders";
import { AuthRoot } from "./auth-root";
import { IdentityErrorPage } from "./identity-error";
import { InvitationPage } from "./invitation";
import { LoginPage } from "./login";
import { NamePage } from "./name";
import { OperatorAuthPage } from "./operator-auth";
import { PasswordPage } from "./password";
import { RecoveryPage } from "./recovery";
import { RegistrationPage } from "./registration";
import { VerificationPage } from "./verification";

/** The authentication area, the Control Hub sign-in and the invitation, in the auth layout. */
export function authRoutes(queryClient: QueryClient): RouteObject {
  const a = paths.auth;
  return {
    Component: AuthRoot,
    children: [
      { path: a.index.path, element: <Navigate to={a.login.getHref()} replace /> },
      { path: a.login.path, Component: LoginPage },
      { path: a.registration.path, Component: RegistrationPage },
      { path: a.name.path, Component: NamePage, loader: nameStepLoader(queryClient) },
      { path: a.password.path, Component: PasswordPage },
      { path: a.recovery.path, Component: RecoveryPage },
      { path: a.verification.path, Component: VerificationPage },
      { path: a.error.path, Component: IdentityErrorPage },
      { path: a.operator.path, Component: OperatorAuthPage, loader: operatorAuthLoader(queryClient) },
      { path: paths.app.invitation.path, Component: InvitationPage },
    ],
  };
}
