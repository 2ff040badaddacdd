-- searchText holds one field per line, so a search for two words cannot match the end of one field and the start
-- of the next ("Acme" + "Holdings" is not "acme holdings"). The search compares with ILIKE; lower() stays so the
-- text reads the same whatever the case typed.
CREATE OR REPLACE FUNCTION "vendor_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(concat_ws(E'\n', NEW."name", NEW."legalName", NEW."lei", NEW."contactPerson", NEW."email"));
  RETURN NEW;
END
$$;

UPDATE "Vendor" SET "searchText" = lower(concat_ws(E'\n', "name", "legalName", "lei", "contactPerson", "email"));
