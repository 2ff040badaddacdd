-- CreateIndex
CREATE INDEX "Vendor_status_id_idx" ON "Vendor"("status", "id");
