import { Button, Card, CardHeader, CardTitle } from "@tprm/ui";
import { FileTextIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { fileDownloadUrl } from "../send-file";
import type { CommitteeRow } from "./types";

/** The charter card (001 §2.2): each committee with View Charter, which opens its charter file. */
export function CharterCard({ committees, onOpen }: { committees: CommitteeRow[]; onOpen: (c: CommitteeRow) => void }) {
  const { t } = useTranslation(["governanceCommittees"]);
  return (
    <Card className="gap-3 p-4 sm:p-5" data-testid="charter-card">
      <CardHeader className="p-0">
        <CardTitle className="text-base">{t("governanceCommittees:charter.title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("governanceCommittees:charter.description")}</p>
      </CardHeader>
      <ul className="grid gap-2">
        {committees.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 border-b pb-2 last:border-b-0">
            <span className="min-w-0 break-words">{c.name}</span>
            {c.charterFile ? (
              <Button asChild variant="outline" size="sm">
                <a href={fileDownloadUrl(c.charterFile.id)} data-testid="view-charter">
                  <FileTextIcon aria-hidden="true" />
                  {t("governanceCommittees:charter.view")}
                  <span className="sr-only">: {c.name}</span>
                </a>
              </Button>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => onOpen(c)} data-testid="no-charter">
                {t("governanceCommittees:charter.none")}
                <span className="sr-only">: {c.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
