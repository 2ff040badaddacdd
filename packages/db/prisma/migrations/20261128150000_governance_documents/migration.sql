-- The document repository's search over owners (trigram, beside the title's) and its sort by title.
CREATE INDEX "GovernanceDocument_owner_trgm_idx" ON "GovernanceDocument" USING GIN ("owner" gin_trgm_ops);

CREATE INDEX "GovernanceDocument_title_id_idx" ON "GovernanceDocument"("title", "id");
