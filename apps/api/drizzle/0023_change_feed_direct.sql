-- The change feed's row triggers (migration 0008, docs/adr/0008), cheaper: the generic
-- `lsp_notify_change(columns…)` turned OLD and NEW into jsonb to find its columns by name, some
-- 25-35 µs a row; these read the one column directly (~10 µs). And the shopping carts announce
-- only `user_id`: the `id` and `guest_token_hash` keys no cache tags (the kept cart is found by
-- person and brand), and each was a notification to every API process on every cart write (a
-- cart becomes an order: two fewer). A new cache keyed by another column adds its key here.
-- One function per column, alike but for its name: plpgsql reads a column named at run time only
-- through jsonb or dynamic SQL, the cost this migration removes.
CREATE FUNCTION lsp_notify_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('lsp_changes',
      TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || '.user_id:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('lsp_changes',
      TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || '.user_id:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION lsp_notify_cart_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.cart_id IS NOT NULL THEN
    PERFORM pg_notify('lsp_changes',
      TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || '.cart_id:' || OLD.cart_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.cart_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.cart_id IS DISTINCT FROM OLD.cart_id) THEN
    PERFORM pg_notify('lsp_changes',
      TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || '.cart_id:' || NEW.cart_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION lsp_notify_coupon_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.coupon_id IS NOT NULL THEN
    PERFORM pg_notify('lsp_changes',
      TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || '.coupon_id:' || OLD.coupon_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.coupon_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.coupon_id IS DISTINCT FROM OLD.coupon_id) THEN
    PERFORM pg_notify('lsp_changes',
      TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || '.coupon_id:' || NEW.coupon_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER lsp_change ON access_grants;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON access_grants
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_user_id();--> statement-breakpoint
DROP TRIGGER lsp_change ON user_trials;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON user_trials
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_user_id();--> statement-breakpoint
DROP TRIGGER lsp_change ON lesson_progress;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_user_id();--> statement-breakpoint
DROP TRIGGER lsp_change ON shopping_carts;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON shopping_carts
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_user_id();--> statement-breakpoint
DROP TRIGGER lsp_change ON shopping_cart_products;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON shopping_cart_products
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_cart_id();--> statement-breakpoint
DROP TRIGGER lsp_change ON orders;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_cart_id();--> statement-breakpoint
DROP TRIGGER lsp_change ON coupon_redemptions;--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON coupon_redemptions
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_coupon_id();
