-- The workflow list's sorts and search, and the analytics' step counts, as index scans (docs/WORKFLOWS.md): the
-- default sort by target date and the sort by name read the page from an index; search is a case-insensitive
-- "contains" on the name and the reference through trigram indexes, and the vendor through its id; the step moves
-- are counted from an index of their own. vendorId and contractId are the foreign keys a vendor's or contract's
-- deletion checks.

-- CreateIndex
CREATE INDEX "Workflow_targetDate_id_idx" ON "Workflow"("targetDate", "id");

-- CreateIndex
CREATE INDEX "Workflow_name_id_idx" ON "Workflow"("name", "id");

-- CreateIndex
CREATE INDEX "Workflow_vendorId_idx" ON "Workflow"("vendorId");

-- CreateIndex
CREATE INDEX "Workflow_contractId_idx" ON "Workflow"("contractId");

-- CreateIndex
CREATE INDEX "Workflow_name_trgm_idx" ON "Workflow" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Workflow_reference_trgm_idx" ON "Workflow" USING GIN ("reference" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WorkflowEvent_kind_automatic_idx" ON "WorkflowEvent"("kind", "automatic");
