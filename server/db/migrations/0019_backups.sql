CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"file" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL
);
