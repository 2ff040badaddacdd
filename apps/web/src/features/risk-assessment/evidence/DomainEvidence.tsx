import { useQueryClient } from "@tanstack/react-query";
import { refreshesAfter } from "@tprm/api/refresh";
import {
  type AssessmentDomainKey,
  EVIDENCE_ACCEPT_ATTRIBUTE,
  fileDownloadUrl,
  MAX_EVIDENCE_BYTES,
  MAX_EVIDENCE_PER_DOMAIN,
} from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, Progress } from "@tprm/ui";
import { PaperclipIcon, Trash2Icon, UploadIcon, XIcon } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatCount, formatDate } from "../../../lib/format";
import { DOMAIN_TEXTS } from "../form/domain-texts";
import { DeleteEvidenceDialog } from "./DeleteEvidenceDialog";
import { checkEvidenceFile, formatFileSize, uploadFailureText } from "./evidence-format";
import { EvidenceUploadError, uploadEvidenceFile } from "./upload";

/** One domain's evidence as GET /api/risk-assessments/{id} answers it (timestamps as text). */
export type DomainEvidenceFiles = RouterOutputs["riskAssessments"]["get"]["domains"][AssessmentDomainKey]["evidence"];
export type EvidenceFile = DomainEvidenceFiles[number];

export interface DomainEvidenceProps {
  assessmentId: string;
  domain: AssessmentDomainKey;
  /** The domain's evidence from the assessment's detail (RiskAssessmentDetail["domains"][domain].evidence). */
  evidence: DomainEvidenceFiles;
  /** The caller may change this domain's evidence on this (open) assessment: upload and delete are offered. */
  canEdit: boolean;
}

interface Sending {
  name: string;
  loaded: number;
  total: number;
}

/**
 * A domain's evidence files: each a download link (GET /api/files/{id}/download), and with `canEdit` an upload
 * button and a delete button (after confirmation). After a change the assessment's queries refresh, as
 * riskAssessmentEvidence.delete declares (@tprm/api/refresh).
 */
export function DomainEvidence({ assessmentId, domain, evidence, canEdit }: DomainEvidenceProps) {
  const { t } = useTranslation(["assessmentEvidence", "assessmentDomains", "common"]);
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<EvidenceFile | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const domainName = t(DOMAIN_TEXTS[domain].name);
  const full = evidence.length >= MAX_EVIDENCE_PER_DOMAIN;

  // An upload still running when the list goes away (dialog closed) is cancelled.
  useEffect(() => () => abortRef.current?.abort(), []);

  // A deleted file's row (and its button, which had the focus) goes once the list is refreshed: the focus goes to
  // the domain's Add file, or its heading, instead of being lost.
  useEffect(() => {
    if (!deleted || evidence.some((file) => file.id === deleted)) return;
    setDeleted(null);
    (addRef.current?.disabled === false ? addRef.current : headingRef.current)?.focus();
  }, [deleted, evidence]);

  const refresh = () =>
    Promise.all(
      refreshesAfter("riskAssessmentEvidence.delete").map((target) =>
        queryClient.invalidateQueries({ queryKey: [target.split(".")] }),
      ),
    );

  async function send(file: File) {
    const issue = checkEvidenceFile(t, file);
    setProblem(issue);
    if (issue) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setSending({ name: file.name, loaded: 0, total: file.size });
    try {
      const saved = await uploadEvidenceFile(
        assessmentId,
        domain,
        file,
        (loaded, total) => setSending({ name: file.name, loaded, total }),
        controller.signal,
      );
      toast.success(t("assessmentEvidence:uploaded", { name: saved.filename, domain: domainName }));
    } catch (error) {
      if (!(error instanceof EvidenceUploadError) || error.reason !== "cancelled") {
        setProblem(
          error instanceof EvidenceUploadError ? uploadFailureText(t, error) : t("assessmentEvidence:errors.failed"),
        );
      }
    } finally {
      abortRef.current = null;
      setSending(null);
      await refresh();
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after fixing it) fires a change.
    event.target.value = "";
    if (file) void send(file);
  }

  const percent = sending && sending.total > 0 ? Math.round((sending.loaded / sending.total) * 100) : 0;

  return (
    <section className="grid gap-2" aria-labelledby={headingId} data-testid="domain-evidence" data-domain={domain}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} ref={headingRef} tabIndex={-1} className="text-sm font-medium outline-none">
          {t("assessmentEvidence:title")}{" "}
          <span className="font-normal text-muted-foreground">
            {t("assessmentEvidence:count", { count: evidence.length, n: formatCount(evidence.length) })}
          </span>
        </h4>
        {canEdit && (
          <>
            <input
              ref={inputRef}
              type="file"
              hidden
              accept={EVIDENCE_ACCEPT_ATTRIBUTE}
              onChange={onPick}
              data-testid="evidence-input"
            />
            <Button
              ref={addRef}
              type="button"
              size="sm"
              variant="outline"
              disabled={sending !== null || full}
              onClick={() => inputRef.current?.click()}
              aria-label={t("assessmentEvidence:addTo", { domain: domainName })}
            >
              <UploadIcon aria-hidden="true" />
              {t("assessmentEvidence:add")}
            </Button>
          </>
        )}
      </div>

      {canEdit && (
        <p className="text-xs text-muted-foreground">
          {full
            ? t("assessmentEvidence:fullHint", { max: formatCount(MAX_EVIDENCE_PER_DOMAIN) })
            : t("assessmentEvidence:hint", { size: formatFileSize(t, MAX_EVIDENCE_BYTES) })}
        </p>
      )}

      {sending && (
        <div className="grid gap-1" role="status" data-testid="evidence-uploading">
          <div className="flex items-center justify-between gap-2 text-xs">
            <span className="truncate">
              {t("assessmentEvidence:uploading", { name: sending.name, percent: formatCount(percent) })}
            </span>
            <Button type="button" size="sm" variant="ghost" onClick={() => abortRef.current?.abort()}>
              <XIcon aria-hidden="true" />
              {t("common:actions.cancel")}
            </Button>
          </div>
          <Progress value={percent} aria-label={t("assessmentEvidence:progress", { name: sending.name })} />
        </div>
      )}

      {problem && (
        <Alert variant="destructive" data-testid="evidence-problem">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}

      {evidence.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("assessmentEvidence:empty")}</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={t("assessmentEvidence:listOf", { domain: domainName })}>
          {evidence.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
              data-testid="evidence-file"
            >
              <div className="grid min-w-0 gap-0.5">
                <a
                  href={fileDownloadUrl(file.fileId)}
                  className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={t("assessmentEvidence:download", { name: file.filename })}
                >
                  <PaperclipIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{file.filename}</span>
                </a>
                <span className="text-xs text-muted-foreground">
                  {file.uploadedBy
                    ? t("assessmentEvidence:meta", {
                        size: formatFileSize(t, file.size),
                        date: formatDate(file.uploadedAt),
                        name: file.uploadedBy.name,
                      })
                    : t("assessmentEvidence:metaNoName", {
                        size: formatFileSize(t, file.size),
                        date: formatDate(file.uploadedAt),
                      })}
                </span>
              </div>
              {canEdit && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setToDelete(file)}
                  aria-label={t("assessmentEvidence:delete", { name: file.filename })}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {toDelete && (
        <DeleteEvidenceDialog
          assessmentId={assessmentId}
          file={toDelete}
          domainName={domainName}
          onClose={() => setToDelete(null)}
          onDeleted={() => setDeleted(toDelete.id)}
        />
      )}
    </section>
  );
}
