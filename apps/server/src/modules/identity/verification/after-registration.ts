import { onAfterRegistration } from "../identity.hooks";
import { startVerificationFor } from "./verification-flow";

/**
 * Registration mails a verification code to the new address and tells the client where to enter
 * it (`continue_with: show_verification_ui`), as Kratos's `verification` after-registration hook.
 * A browser flow reuses the registration flow's CSRF token (same cookie secret).
 */
onAfterRegistration(async ({ ctx, email, flow }) => {
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === "csrf_token")?.attributes.value;
  const item = await startVerificationFor(ctx, {
    email,
    type: flow.type,
    requestUrl: `${ctx.settings.baseUrl}/self-service/verification/${flow.type}`,
    csrfToken: flow.type === "browser" && typeof csrf === "string" ? csrf : undefined,
    returnTo: flow.returnTo,
  });
  return [item];
});
