import type { Issue } from "./WizardBanners";

export /** The fields the server refused (a 400's data.issues), as "field: message". */
function serverIssues(error: unknown): Issue[] {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === "string" && typeof message === "string"
      ? [{ field: path.split(".")[0] ?? "", message }]
      : [];
  });
}
