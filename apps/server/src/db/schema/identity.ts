import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Tables of the Kratos-compatible identity service (modules/identity). */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();

/** An identity (Kratos `Identity`); traits follow the `default` schema {email, terms_agreed, language?}. */
export const identities = pgTable("identities", {
  id: uuid("id").primaryKey().defaultRandom(),
  schemaId: text("schema_id").notNull().default("default"),
  state: text("state").notNull().default("active"),
  traits: jsonb("traits").$type<Record<string, unknown>>().notNull(),
  metadataPublic: jsonb("metadata_public").$type<Record<string, unknown> | null>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One credential per type per identity: `password` (config {hashed_password}, identifier = e-mail
 * in lower case), and the second factors `totp`, `lookup_secret`, `webauthn` (configs owned by
 * their strategies). A row of a second-factor type means that factor is set up.
 */
export const identityCredentials = pgTable(
  "identity_credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identityId: uuid("identity_id")
      .notNull()
      .references(() => identities.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    identifier: text("identifier"),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("identity_credentials_identity_type").on(t.identityId, t.type),
    uniqueIndex("identity_credentials_type_identifier").on(t.type, t.identifier),
  ],
);

export const identityVerifiableAddresses = pgTable(
  "identity_verifiable_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identityId: uuid("identity_id")
      .notNull()
      .references(() => identities.id, { onDelete: "cascade" }),
    via: text("via").notNull().default("email"),
    value: text("value").notNull(),
    verified: boolean("verified").notNull().default(false),
    /** `pending`, `sent` or `completed` (Kratos verifiable address status). */
    status: text("status").notNull().default("pending"),
    verifiedAt: ts("verified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("identity_verifiable_addresses_via_value").on(t.via, t.value)],
);

export const identityRecoveryAddresses = pgTable(
  "identity_recovery_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identityId: uuid("identity_id")
      .notNull()
      .references(() => identities.id, { onDelete: "cascade" }),
    via: text("via").notNull().default("email"),
    value: text("value").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("identity_recovery_addresses_via_value").on(t.via, t.value)],
);

export type AuthenticationMethod = { method: string; aal: "aal1" | "aal2"; completed_at: string };

/** A session: the cookie value or `ory_st_` token is stored only as its SHA-256 hex digest. */
export const identitySessions = pgTable(
  "identity_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identityId: uuid("identity_id")
      .notNull()
      .references(() => identities.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    logoutTokenHash: text("logout_token_hash").notNull().unique(),
    active: boolean("active").notNull().default(true),
    aal: text("aal").$type<"aal1" | "aal2">().notNull().default("aal1"),
    authenticationMethods: jsonb("authentication_methods").$type<AuthenticationMethod[]>().notNull(),
    authenticatedAt: ts("authenticated_at").notNull(),
    issuedAt: ts("issued_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    deviceId: uuid("device_id").notNull().defaultRandom(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("identity_sessions_identity_idx").on(t.identityId)],
);

/** A self-service flow (login, registration, recovery, verification, settings), browser or api. */
export const identityFlows = pgTable("identity_flows", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  type: text("type").$type<"browser" | "api">().notNull(),
  state: text("state").notNull(),
  requestUrl: text("request_url").notNull(),
  returnTo: text("return_to"),
  /** The identity the flow acts for (settings; login refresh/aal2; recovery once the code matched). */
  identityId: uuid("identity_id").references(() => identities.id, { onDelete: "cascade" }),
  refresh: boolean("refresh").notNull().default(false),
  requestedAal: text("requested_aal").$type<"aal1" | "aal2">().notNull().default("aal1"),
  ui: jsonb("ui").$type<Record<string, unknown>>().notNull(),
  continueWith: jsonb("continue_with").$type<Record<string, unknown>[]>(),
  /** Strategy-private state (challenges, pending codes, counters); never sent to clients. */
  internal: jsonb("internal").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  issuedAt: ts("issued_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Codes of `return_session_token_exchange_code` api flows (stored as SHA-256 digests). */
export const identitySessionTokenExchanges = pgTable("identity_session_token_exchanges", {
  id: uuid("id").primaryKey().defaultRandom(),
  flowId: uuid("flow_id")
    .notNull()
    .unique()
    .references(() => identityFlows.id, { onDelete: "cascade" }),
  initCodeHash: text("init_code_hash").notNull().unique(),
  returnToCodeHash: text("return_to_code_hash"),
  /** The session the flow ended in; the exchange issues a sibling session with its own token. */
  sessionId: uuid("session_id").references(() => identitySessions.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** Self-service errors readable at GET /self-service/errors?id= */
export const identityErrors = pgTable("identity_errors", {
  id: uuid("id").primaryKey().defaultRandom(),
  error: jsonb("error").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Failed login attempts, keyed `identifier:<e-mail>` or `ip:<address>`, for the brute-force limits. */
export const identityLoginAttempts = pgTable(
  "identity_login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    attemptedAt: ts("attempted_at").notNull(),
  },
  // The second index serves the clean-up each failure runs (rows older than the longest window go).
  (t) => [
    index("identity_login_attempts_key_at").on(t.key, t.attemptedAt),
    index("identity_login_attempts_at").on(t.attemptedAt),
  ],
);
