import { Button } from "@tprm/ui";
import { FileTextIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fileDownloadUrl } from "../../send-file";
import type { CommitteeDetail } from "../types";
import { UploadFileButton } from "./UploadFileButton";

/** The committee's charter: View Charter opens it; those who manage committees attach or replace it. */
export function CharterTab({ committee, manage }: { committee: CommitteeDetail; manage: boolean }) {
  const { t } = useTranslation(["governanceCommittees"]);
  const charter = committee.charterFile;
  return (
    <div className="grid gap-3" data-testid="committee-charter">
      {charter ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="outline" size="sm">
            <a href={fileDownloadUrl(charter.id)} data-testid="charter-download">
              <FileTextIcon aria-hidden="true" />
              {t("governanceCommittees:charter.view")}
            </a>
          </Button>
          <span className="text-sm text-muted-foreground break-all">{charter.filename}</span>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("governanceCommittees:charter.missing")}</p>
      )}
      {manage && (
        <div>
          <UploadFileButton
            url={`/api/governance/committees/${encodeURIComponent(committee.id)}/charter`}
            label={charter ? t("governanceCommittees:charter.replace") : t("governanceCommittees:charter.upload")}
            testId="charter-upload"
          />
        </div>
      )}
    </div>
  );
}
