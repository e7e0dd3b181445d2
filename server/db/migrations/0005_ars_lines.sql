CREATE TABLE "ars_caller_lines" (
	"key_id" text PRIMARY KEY NOT NULL,
	"secret_sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "ars_caller_lines_key_id_form" CHECK ("ars_caller_lines"."key_id" ~ '^[A-Za-z0-9._-]{3,64}$'),
	CONSTRAINT "ars_caller_lines_secret_sha256_hex" CHECK ("ars_caller_lines"."secret_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "ars_request_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ars_links" ADD COLUMN "placed_by" text DEFAULT 'caller' NOT NULL;--> statement-breakpoint
ALTER TABLE "ars_request_signatures" ADD CONSTRAINT "ars_request_signatures_key_id_ars_caller_lines_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."ars_caller_lines"("key_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ars_request_signatures_expires_at_idx" ON "ars_request_signatures" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "ars_links" ADD CONSTRAINT "ars_links_placed_by_known" CHECK ("ars_links"."placed_by" IN ('caller', 'agent'));