ALTER TABLE "worker_rollups" DROP CONSTRAINT "worker_rollups_worker_id_workers_id_fk";
