-- Worker names sort naturally (issue 41 item 11): digit runs by value (s19-1, s19-2, s19-10), letters
-- case-insensitively first. An ICU collation with its own locale: the same order whatever the database's locale
-- (PostgreSQL 16 and later build with ICU by default; the embedded PostgreSQL 17 has it). Deterministic: names
-- equal only when byte-equal. Changing the columns' collation rebuilds the name indexes in the new order.
CREATE COLLATION IF NOT EXISTS "worker_name_natural" (provider = icu, locale = 'und-u-kn-true');--> statement-breakpoint
ALTER TABLE "worker_figures" ALTER COLUMN "name" SET DATA TYPE text collate "worker_name_natural";--> statement-breakpoint
ALTER TABLE "worker_figures_15m" ALTER COLUMN "name" SET DATA TYPE text collate "worker_name_natural";
