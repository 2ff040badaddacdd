import { Navigate, useLocation } from "react-router";

/**
 * /vendors, where the spec's quick action goes, is the vendor register's old address: it redirects (replacing the
 * history entry) to /vendor-management with the same query and hash, so a link or bookmark lands on one register
 * with one address (docs/DECISIONS.md).
 */
export default function VendorsRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/vendor-management${search}${hash}`} replace />;
}
