-- DropIndex
DROP INDEX "Vendor_country_idx";

-- DropIndex
DROP INDEX "Vendor_kpiBreachesCount_idx";

-- DropIndex
DROP INDEX "Vendor_riskRating_idx";

-- CreateIndex
CREATE INDEX "Vendor_riskRating_id_idx" ON "Vendor"("riskRating", "id");

-- CreateIndex
CREATE INDEX "Vendor_kpiBreachesCount_id_idx" ON "Vendor"("kpiBreachesCount", "id");

-- CreateIndex
CREATE INDEX "Vendor_country_id_idx" ON "Vendor"("country", "id");
