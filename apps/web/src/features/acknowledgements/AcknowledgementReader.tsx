import { useQuery } from "@tanstack/react-query";
import { fileDownloadUrl } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, SheetDescription, SheetHeader, SheetTitle } from "@tprm/ui";
import { CheckCircle2Icon, DownloadIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AcknowledgementStateBadge } from "../../components/AcknowledgementStateBadge";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { RecordSheet, RecordSheetError, RecordSheetLoading } from "../../components/RecordSheet";
import { formatCalendarDate, formatDateTime } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { ConfirmAcknowledgeDialog } from "./ConfirmAcknowledgeDialog";
import { versionText } from "./MyAcknowledgementList";

interface FileRef {
  id: string;
  filename: string;
}

/**
 * The policy version I am asked to acknowledge, in a side sheet: its text, what changed, its documents to download,
 * and "I have read and acknowledge this version" (after a confirmation). Acknowledged, it says when.
 */
export function AcknowledgementReader({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <RecordSheet open={id !== null} onClose={onClose} testId="acknowledgement-reader">
      {id && <ReaderBody id={id} />}
    </RecordSheet>
  );
}

function ReaderBody({ id }: { id: string }) {
  const { t } = useTranslation(["governanceAcknowledgements", "common"]);
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery(trpc.policyAcknowledgements.get.queryOptions({ id }));
  const title = t("governanceAcknowledgements:reader.title");

  if (query.isPending) return <RecordSheetLoading title={title} />;
  if (query.isError) {
    return (
      <RecordSheetError title={title}>
        <QueryErrorAlert
          title={t("governanceAcknowledgements:reader.loadError")}
          error={query.error}
          fallback={t("governanceAcknowledgements:reader.loadFallback")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </RecordSheetError>
    );
  }

  const ack = query.data;
  const version = versionText(ack.version);
  const files: { label: string; file: FileRef }[] = [];
  if (ack.file) files.push({ label: t("governanceAcknowledgements:reader.document"), file: ack.file });
  if (ack.charter) files.push({ label: t("governanceAcknowledgements:reader.charter"), file: ack.charter });

  return (
    <>
      <SheetHeader className="gap-2 border-b pb-4">
        <SheetTitle className="pr-8 break-words">{ack.policy.name}</SheetTitle>
        <SheetDescription>
          {ack.policy.reference} · {t("governanceAcknowledgements:version", { version })}
        </SheetDescription>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <AcknowledgementStateBadge state={ack.state} />
          {!ack.acknowledgedAt && (
            <span>
              {t(
                ack.state === "overdue"
                  ? "governanceAcknowledgements:reader.overdue"
                  : "governanceAcknowledgements:reader.due",
                { date: formatCalendarDate(ack.dueDate) },
              )}
            </span>
          )}
        </div>
      </SheetHeader>
      <div className="grid min-h-0 flex-1 content-start gap-6 overflow-y-auto px-4 py-4 sm:px-6">
        {ack.changeNote && (
          <section className="grid gap-1">
            <h3 className="text-sm font-semibold">{t("governanceAcknowledgements:reader.changeNote")}</h3>
            <p className="text-sm break-words whitespace-pre-wrap">{ack.changeNote}</p>
          </section>
        )}
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{t("governanceAcknowledgements:reader.content")}</h3>
          {ack.content ? (
            <div
              className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/30 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
              data-testid="policy-content"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable by keyboard
              tabIndex={0}
            >
              {ack.content}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("governanceAcknowledgements:reader.noContent")}</p>
          )}
        </section>
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{t("governanceAcknowledgements:reader.files")}</h3>
          {files.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("governanceAcknowledgements:reader.noFiles")}</p>
          ) : (
            <ul className="grid gap-2">
              {files.map(({ label, file }) => (
                <li key={file.id} className="flex flex-wrap items-center gap-2">
                  <span className="text-sm text-muted-foreground">{label}:</span>
                  <Button variant="outline" size="sm" asChild className="max-w-full">
                    <a
                      href={fileDownloadUrl(file.id)}
                      download
                      aria-label={t("governanceAcknowledgements:reader.download", { name: file.filename })}
                      data-testid="download-policy-file"
                    >
                      <DownloadIcon aria-hidden="true" />
                      <span className="truncate">{file.filename}</span>
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="border-t px-4 py-4 sm:px-6">
        {ack.acknowledgedAt ? (
          <Alert data-testid="acknowledged-note">
            <CheckCircle2Icon aria-hidden="true" />
            <AlertDescription>
              {t("governanceAcknowledgements:reader.acknowledged", { date: formatDateTime(ack.acknowledgedAt) })}
            </AlertDescription>
          </Alert>
        ) : (
          <Button
            className="w-full whitespace-normal sm:w-auto"
            onClick={() => setConfirming(true)}
            data-testid="acknowledge"
          >
            <CheckCircle2Icon aria-hidden="true" />
            {t("governanceAcknowledgements:reader.acknowledge")}
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmAcknowledgeDialog
          ack={{ id: ack.id, name: ack.policy.name, version }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
