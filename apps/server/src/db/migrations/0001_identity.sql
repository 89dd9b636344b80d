CREATE TABLE "courier_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_id" text DEFAULT 'default' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"traits" jsonb NOT NULL,
	"metadata_public" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"type" text NOT NULL,
	"identifier" text,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"error" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"request_url" text NOT NULL,
	"return_to" text,
	"identity_id" uuid,
	"refresh" boolean DEFAULT false NOT NULL,
	"requested_aal" text DEFAULT 'aal1' NOT NULL,
	"ui" jsonb NOT NULL,
	"continue_with" jsonb,
	"internal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_recovery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"via" text DEFAULT 'email' NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_session_token_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid NOT NULL,
	"init_code_hash" text NOT NULL,
	"return_to_code_hash" text,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_session_token_exchanges_flow_id_unique" UNIQUE("flow_id"),
	CONSTRAINT "identity_session_token_exchanges_init_code_hash_unique" UNIQUE("init_code_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"logout_token_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"aal" text DEFAULT 'aal1' NOT NULL,
	"authentication_methods" jsonb NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "identity_sessions_logout_token_hash_unique" UNIQUE("logout_token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_verifiable_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"via" text DEFAULT 'email' NOT NULL,
	"value" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"miner_id" uuid,
	"pool_id" uuid,
	"operator_id" uuid,
	"platform_account_id" uuid,
	"role" text NOT NULL,
	"sections" text[],
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invites_account_check" CHECK (("invites"."type" = 'miner' and "invites"."miner_id" is not null and "invites"."pool_id" is null and "invites"."operator_id" is null and "invites"."platform_account_id" is null)
     or ("invites"."type" = 'pool' and "invites"."pool_id" is not null and "invites"."miner_id" is null and "invites"."operator_id" is null and "invites"."platform_account_id" is null)
     or ("invites"."type" = 'operator' and "invites"."operator_id" is not null and "invites"."miner_id" is null and "invites"."pool_id" is null and "invites"."platform_account_id" is null)
     or ("invites"."type" = 'platform' and "invites"."platform_account_id" is not null and "invites"."miner_id" is null and "invites"."pool_id" is null and "invites"."operator_id" is null)),
	CONSTRAINT "invites_role_check" CHECK ("invites"."role" in ('owner', 'admin', 'manager', 'accountant', 'viewer', 'treasurer'))
);
--> statement-breakpoint
CREATE TABLE "miner_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"miner_id" uuid,
	"pool_id" uuid,
	"operator_id" uuid,
	"platform_account_id" uuid,
	"role" text NOT NULL,
	"sections" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_account_check" CHECK (("permissions"."type" = 'miner' and "permissions"."miner_id" is not null and "permissions"."pool_id" is null and "permissions"."operator_id" is null and "permissions"."platform_account_id" is null)
     or ("permissions"."type" = 'pool' and "permissions"."pool_id" is not null and "permissions"."miner_id" is null and "permissions"."operator_id" is null and "permissions"."platform_account_id" is null)
     or ("permissions"."type" = 'operator' and "permissions"."operator_id" is not null and "permissions"."miner_id" is null and "permissions"."pool_id" is null and "permissions"."platform_account_id" is null)
     or ("permissions"."type" = 'platform' and "permissions"."platform_account_id" is not null and "permissions"."miner_id" is null and "permissions"."pool_id" is null and "permissions"."operator_id" is null)),
	CONSTRAINT "permissions_role_check" CHECK ("permissions"."role" in ('owner', 'admin', 'manager', 'accountant', 'viewer', 'treasurer'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"navigation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_identity_id_unique" UNIQUE("identity_id"),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ru', 'cn'))
);
--> statement-breakpoint
ALTER TABLE "identity_credentials" ADD CONSTRAINT "identity_credentials_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_flows" ADD CONSTRAINT "identity_flows_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_recovery_addresses" ADD CONSTRAINT "identity_recovery_addresses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_session_token_exchanges" ADD CONSTRAINT "identity_session_token_exchanges_flow_id_identity_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."identity_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_session_token_exchanges" ADD CONSTRAINT "identity_session_token_exchanges_session_id_identity_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."identity_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifiable_addresses" ADD CONSTRAINT "identity_verifiable_addresses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miner_deletion_requests" ADD CONSTRAINT "miner_deletion_requests_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miner_deletion_requests" ADD CONSTRAINT "miner_deletion_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_messages_to_created_idx" ON "courier_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_credentials_identity_type" ON "identity_credentials" USING btree ("identity_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_credentials_type_identifier" ON "identity_credentials" USING btree ("type","identifier");--> statement-breakpoint
CREATE INDEX "identity_login_attempts_key_at" ON "identity_login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_recovery_addresses_via_value" ON "identity_recovery_addresses" USING btree ("via","value");--> statement-breakpoint
CREATE INDEX "identity_sessions_identity_idx" ON "identity_sessions" USING btree ("identity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifiable_addresses_via_value" ON "identity_verifiable_addresses" USING btree ("via","value");--> statement-breakpoint
CREATE UNIQUE INDEX "miner_deletion_requests_miner_key" ON "miner_deletion_requests" USING btree ("miner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_user_miner_key" ON "permissions" USING btree ("user_id","miner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_user_pool_key" ON "permissions" USING btree ("user_id","pool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_user_operator_key" ON "permissions" USING btree ("user_id","operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_user_platform_key" ON "permissions" USING btree ("user_id","platform_account_id");--> statement-breakpoint
CREATE INDEX "permissions_miner_id_idx" ON "permissions" USING btree ("miner_id");