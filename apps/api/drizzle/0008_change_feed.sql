-- The change feed (docs/adr/0008): every committed change to a table that a per-process cache
-- reads is announced on the `lsp_changes` channel, so each API process drops what it kept.
-- NOTIFY is transactional: a rolled-back change says nothing, a committed one is heard after
-- its commit, in commit order. Payloads: `schema.table` (anything in the table may have
-- changed) or `schema.table.column:value` (rows with that value changed, before or after).
CREATE FUNCTION lsp_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME;
  old_row jsonb;
  new_row jsonb;
  old_value text;
  new_value text;
  i int;
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_NARGS = 0 THEN
    PERFORM pg_notify('lsp_changes', prefix);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  FOR i IN 0 .. TG_NARGS - 1 LOOP
    old_value := old_row ->> TG_ARGV[i];
    new_value := new_row ->> TG_ARGV[i];
    IF old_value IS NOT NULL THEN
      PERFORM pg_notify('lsp_changes', prefix || '.' || TG_ARGV[i] || ':' || old_value);
    END IF;
    IF new_value IS NOT NULL AND new_value IS DISTINCT FROM old_value THEN
      PERFORM pg_notify('lsp_changes', prefix || '.' || TG_ARGV[i] || ':' || new_value);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Per person: a change names the rows' person (or cart), so only their entries go.
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON access_grants
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('user_id');--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON user_trials
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('user_id');--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('user_id');--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON shopping_carts
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('id', 'user_id', 'guest_token_hash');--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON shopping_cart_products
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('cart_id');--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('cart_id');--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON coupon_redemptions
  FOR EACH ROW EXECUTE FUNCTION lsp_notify_change('coupon_id');--> statement-breakpoint
-- Catalogue tables staff edit rarely: any change drops every entry that read the table.
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON signature_types
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON signature_type_contents
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON course_modules
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON course_levels
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON instructors
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON access_periods
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON commercial_table_prices
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON payment_types
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();
