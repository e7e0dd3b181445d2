ALTER TABLE "order_requests" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "lease_until" timestamp with time zone;