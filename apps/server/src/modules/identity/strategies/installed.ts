/**
 * Imports every second-factor strategy so it registers itself (strategies/registry.ts). A new
 * strategy adds one import line here.
 */
import "./totp/totp.strategy";
import "./lookup/lookup.strategy";
import "./webauthn/webauthn.strategy";
