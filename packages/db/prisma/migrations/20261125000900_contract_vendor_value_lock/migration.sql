-- The vendor's contract value under concurrency: two transactions executing contracts of the same vendor at once
-- each summed without seeing the other's row, and the last to write won (100 + 200 stored as 200). Locking the
-- vendor's row first makes the second wait for the first to commit, and its sum (read after the lock, in a new
-- statement snapshot) includes the first's contract.
CREATE OR REPLACE FUNCTION "Contract_vendor_value"(vendor UUID) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "Vendor" WHERE "id" = vendor FOR UPDATE;
  UPDATE "Vendor" v
     SET "contractValue" = s.total
    FROM (SELECT coalesce(sum(c."value"), 0) AS total
            FROM "Contract" c JOIN "Vendor" w ON w."id" = c."vendorId"
           WHERE c."vendorId" = vendor AND c."status" = 'executed' AND c."currency" = w."currency") s
   WHERE v."id" = vendor AND v."contractValue" IS DISTINCT FROM s.total;
END $$;
