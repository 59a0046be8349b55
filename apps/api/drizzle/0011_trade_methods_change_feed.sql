-- A person's state names the trade methods their grants open (issue 15): a renamed or
-- deactivated method drops every cached state, like the signature tables (docs/adr/0008).
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON trade_methods
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();
