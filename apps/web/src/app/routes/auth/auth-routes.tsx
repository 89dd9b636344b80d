import type { QueryClient } from "@tanstack/react-query";
import { Navigate, type RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import { operatorAuthLoader } from "../../loaders/operator-loader";
import { nameStepLoader } from "../../loaders/page-loaders";

/**
 * The authentication area, the Control Hub sign-in and the invitation, in the auth layout. Each component
 * (and the identity SDK behind it) is loaded on demand (`lazy`); the loaders stay in the main bundle.
 */
export function authRoutes(queryClient: QueryClient): RouteObject {
  const a = paths.auth;
  return {
    lazy: () => import("./auth-root").then((m) => ({ Component: m.AuthRoot })),
    children: [
      { path: a.index.path, element: <Navigate to={a.login.getHref()} replace /> },
      { path: a.login.path, lazy: () => import("./login").then((m) => ({ Component: m.LoginPage })) },
      {
        path: a.registration.path,
        lazy: () => import("./registration").then((m) => ({ Component: m.RegistrationPage })),
      },
      {
        path: a.name.path,
        loader: nameStepLoader(queryClient),
        lazy: () => import("./name").then((m) => ({ Component: m.NamePage })),
      },
      {
        path: a.password.path,
        lazy: () => import("./password").then((m) => ({ Component: m.PasswordPage })),
      },
      {
        path: a.recovery.path,
        lazy: () => import("./recovery").then((m) => ({ Component: m.RecoveryPage })),
      },
      {
        path: a.verification.path,
        lazy: () => import("./verification").then((m) => ({ Component: m.VerificationPage })),
      },
      {
        path: a.error.path,
        lazy: () => import("./identity-error").then((m) => ({ Component: m.IdentityErrorPage })),
      },
      {
        path: a.operator.path,
        loader: operatorAuthLoader(queryClient),
        lazy: () => import("./operator-auth").then((m) => ({ Component: m.OperatorAuthPage })),
      },
      {
        path: paths.app.invitation.path,
        lazy: () => import("./invitation").then((m) => ({ Component: m.InvitationPage })),
      },
    ],
  };
}
