// The governance centre's document repository and its categories (docs/GOVERNANCE.md, Documents). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { router } from "../../trpc.js";

export const governanceDocumentsRouter = router({});
