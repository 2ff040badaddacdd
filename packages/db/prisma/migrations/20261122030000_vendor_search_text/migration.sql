-- The register's search: one lower-cased text of the five searchable fields, kept by a trigger (Prisma's schema
-- cannot describe a generated column), with one trigram index instead of five. See docs/VENDORS.md.
ALTER TABLE "Vendor" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION "vendor_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := lower(concat_ws(' ', NEW."name", NEW."legalName", NEW."lei", NEW."contactPerson", NEW."email"));
  RETURN NEW;
END
$$;

CREATE TRIGGER "Vendor_searchText" BEFORE INSERT OR UPDATE ON "Vendor"
  FOR EACH ROW EXECUTE FUNCTION "vendor_search_text"();

UPDATE "Vendor" SET "searchText" = lower(concat_ws(' ', "name", "legalName", "lei", "contactPerson", "email"));

CREATE INDEX "Vendor_searchText_trgm_idx" ON "Vendor" USING GIN ("searchText" gin_trgm_ops);

DROP INDEX "Vendor_name_trgm_idx";
DROP INDEX "Vendor_legalName_trgm_idx";
DROP INDEX "Vendor_lei_trgm_idx";
DROP INDEX "Vendor_contactPerson_trgm_idx";
DROP INDEX "Vendor_email_trgm_idx";
