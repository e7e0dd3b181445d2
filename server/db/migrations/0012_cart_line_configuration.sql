-- One line per configuration per owner becomes the database's rule (issue 14: cart adds merge through ON CONFLICT,
-- not under an owner lock). Existing lines get their key; lines that already share one are merged into the oldest,
-- their quantities summed up to the 99 cap, so no customer loses a line's menu by the migration.
ALTER TABLE "cart_lines" ADD COLUMN "configuration" text;--> statement-breakpoint
UPDATE "cart_lines" AS "line" SET "configuration" = "line"."menu_id"::text || ':' || coalesce((
  SELECT string_agg("option"."option_item_id"::text, ',' ORDER BY "option"."option_item_id")
  FROM "cart_line_options" AS "option" WHERE "option"."cart_line_id" = "line"."id"
), '');--> statement-breakpoint
UPDATE "cart_lines" AS "kept" SET "quantity" = least(99, "merged"."quantity")
FROM (
  SELECT min("id") AS "id", sum("quantity") AS "quantity" FROM "cart_lines"
  GROUP BY "owner_id", "configuration" HAVING count(*) > 1
) AS "merged"
WHERE "kept"."id" = "merged"."id";--> statement-breakpoint
DELETE FROM "cart_lines" AS "extra" USING "cart_lines" AS "kept"
WHERE "kept"."owner_id" = "extra"."owner_id" AND "kept"."configuration" = "extra"."configuration"
  AND "kept"."id" < "extra"."id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "configuration" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_owner_id_configuration_idx" ON "cart_lines" USING btree ("owner_id","configuration");
