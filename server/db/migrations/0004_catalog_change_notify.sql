-- Every write to the data behind the cached public answers (catalog, branches and their sold-out/hidden menus,
-- banners, FAQ) sends NOTIFY catalog_changed '<schema>.<table>' at commit. Each server instance LISTENs on it and
-- drops its response cache (server/services/catalog/catalog-changes.ts), so a branch tool's write reaches every
-- instance without going through the API; an instance ignores other schemas' changes. One notification per
-- statement: a bulk update is one message.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "menus_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "option_groups_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "option_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "option_items_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "option_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "branches_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "branch_menu_status_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branch_menu_status" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "faqs_notify_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
