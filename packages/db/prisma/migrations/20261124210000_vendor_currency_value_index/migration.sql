-- CreateIndex
CREATE INDEX "Vendor_currency_contractValue_id_idx" ON "Vendor"("currency", "contractValue", "id");
