ALTER TABLE "point_ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
-- Rows written before kinds existed: an earning, a refund (the cancel text) or a spending, by sign and description.
UPDATE "point_ledger_entries" SET "kind" = CASE WHEN "amount" < 0 THEN 'spent' WHEN "description" LIKE '%취소%' THEN 'refunded' ELSE 'earned' END;--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ADD COLUMN "source_entry_id" integer;--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "min_order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "monthly_coupon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ADD CONSTRAINT "point_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ADD CONSTRAINT "point_ledger_entries_source_entry_id_point_ledger_entries_id_fk" FOREIGN KEY ("source_entry_id") REFERENCES "public"."point_ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_entries_source_entry_id_key" ON "point_ledger_entries" USING btree ("source_entry_id");--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ADD CONSTRAINT "point_ledger_entries_kind_known" CHECK ("point_ledger_entries"."kind" IN ('earned', 'spent', 'refunded', 'expired'));--> statement-breakpoint
ALTER TABLE "point_ledger_entries" ADD CONSTRAINT "point_ledger_entries_kind_sign" CHECK (("point_ledger_entries"."kind" IN ('earned', 'refunded')) = ("point_ledger_entries"."amount" > 0));--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_min_order_count_not_negative" CHECK ("grades"."min_order_count" >= 0);