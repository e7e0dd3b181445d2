-- Every status an order enters (a row of order_status_history: the placement's PAID, the branch's moves, a cancel)
-- sends NOTIFY order_status_changed '<schema>.<order id>' at commit, whoever writes (the API, the branch simulator,
-- a branch tool, psql). Each server instance LISTENs on it once and wakes the status streams of that order
-- (server/services/orders/order-status-feed.ts), so a change reaches a customer connected to any instance; an
-- instance ignores other schemas' orders. A row the insert skipped (ON CONFLICT DO NOTHING) notifies nothing.
CREATE OR REPLACE FUNCTION "notify_order_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_status_changed', TG_TABLE_SCHEMA || '.' || NEW.order_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_status_history_notify" AFTER INSERT ON "order_status_history" FOR EACH ROW EXECUTE FUNCTION "notify_order_status_changed"();
