-- Global search (issue 18, docs/COLLABORATION.md "Search"): the trigram indexes the one search box needs that the
-- registers had not made yet. Every kind is matched by ILIKE '%term%' (or the vendor's lower-cased searchText LIKE)
-- on its name or title and its reference, each served by a GIN trigram index (pg_trgm), so a search reads only the
-- matching rows whatever the table's size.
CREATE INDEX "Committee_name_trgm_idx" ON "Committee" USING GIN ("name" gin_trgm_ops);

CREATE INDEX "Report_name_trgm_idx" ON "Report" USING GIN ("name" gin_trgm_ops);

CREATE INDEX "Policy_reference_trgm_idx" ON "Policy" USING GIN ("reference" gin_trgm_ops);

CREATE INDEX "Procedure_reference_trgm_idx" ON "Procedure" USING GIN ("reference" gin_trgm_ops);
