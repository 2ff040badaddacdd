import { useMutation } from "@tanstack/react-query";
import { allows, WORKFLOW_ACCESS } from "@tprm/api/permissions";
import { newOutsourcingInput, SUBMIT_REDIRECT_MS, WIZARD_STEPS } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, Skeleton } from "@tprm/ui";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, SaveIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { DescriptionStep } from "./DescriptionStep";
import { KickoffStep } from "./KickoffStep";
import { MaterialityStep } from "./MaterialityStep";
import { OutsourcingStep } from "./OutsourcingStep";
import { OversightStep } from "./OversightStep";
import { SummaryDialog, type SummaryKind } from "./SummaryDialog";
import { serverIssues } from "./server-issues";
import { useWizardDraft } from "./use-wizard-draft";
import { type Issue, WizardBanners } from "./WizardBanners";
import { Frame } from "./WizardFrame";
import { WizardStepper } from "./WizardStepper";
import { draftIdOf, furthestReachable, STEP_KEYS, stepComplete, stepOfField, toSubmitInput } from "./wizard-state";

/**
 * The New Outsourcing Arrangement wizard (001 §2.3) at /workflows/new-outsourcing, resumable from a draft whose id
 * comes in the navigation state or as ?draft=<id> (kept in the address, so a reload resumes it too).
 */
export default function NewOutsourcingWizardPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The draft the wizard opened on; "Start a new arrangement" (after a failed load) begins a fresh wizard.
  const [start, setStart] = useState(() => ({ id: draftIdOf(params, location.state), generation: 0 }));
  const setDraftParam = useCallback(
    (id: string | null) => setParams(id ? { draft: id } : {}, { replace: true, state: id ? { draftId: id } : null }),
    [setParams],
  );
  useEffect(() => {
    if (start.id && params.get("draft") !== start.id) setDraftParam(start.id);
  }, [start.id, params, setDraftParam]);

  return (
    <Wizard
      key={start.generation}
      initialDraftId={start.id}
      onCreated={setDraftParam}
      onStartOver={() => {
        setDraftParam(null);
        setStart((s) => ({ id: null, generation: s.generation + 1 }));
      }}
    />
  );
}

function Wizard({
  initialDraftId,
  onCreated,
  onStartOver,
}: {
  initialDraftId: string | null;
  onCreated: (id: string) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation(["workflowWizard", "common"]);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const [submitted, setSubmitted] = useState(false);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [summary, setSummary] = useState<SummaryKind | null>(null);
  const wizard = useWizardDraft({ initialDraftId, onCreated, paused: submitted });
  const { values, update, step, setStep } = wizard;
  const submit = useMutation(trpc.workflowDrafts.submit.mutationOptions());
  const busy = submitted || submit.isPending;
  const reachable = furthestReachable(values);

  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each change of step, to its heading.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "nearest" });
  }, [step]);

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => navigate("/workflows"), SUBMIT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, navigate]);

  const complete = () => {
    const input = toSubmitInput(values, wizard.draftId);
    const parsed = newOutsourcingInput.safeParse(input);
    submit.reset();
    if (!parsed.success) {
      refuse(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ""), message: i.message })));
      return;
    }
    setIssues([]);
    submit.mutate(input, {
      onSuccess: () => {
        setSubmitted(true);
        showBanners();
      },
      onError: (error) => refuse(serverIssues(error)),
    });
  };
  // The outcome is said at the top of the page, far above the button on a phone: bring it into view.
  const banners = useRef<HTMLDivElement>(null);
  const showBanners = () => window.setTimeout(() => banners.current?.scrollIntoView({ block: "start" }), 0);
  const refuse = (found: Issue[]) => {
    setIssues(found);
    showBanners();
    if (found[0]) setStep(Math.min(stepOfField(found[0].field), step));
  };

  if (me && !allows(me.role, WORKFLOW_ACCESS.create)) {
    return (
      <Frame>
        <Alert data-testid="wizard-not-allowed">
          <AlertTitle>{t("workflowWizard:page.notAllowed")}</AlertTitle>
          <AlertDescription>
            <p>{t("workflowWizard:page.notAllowedHint")}</p>
          </AlertDescription>
        </Alert>
      </Frame>
    );
  }

  if (wizard.load.isError && !wizard.load.data) {
    return (
      <Frame>
        <QueryErrorAlert
          error={wizard.load.error}
          title={t("workflowWizard:draft.loadFailed")}
          fallback={t("workflowWizard:draft.loadFailedHint")}
          onRetry={() => wizard.load.refetch()}
          retrying={wizard.load.isFetching}
        />
        <Button variant="outline" className="mt-4" onClick={onStartOver}>
          {t("workflowWizard:draft.startOver")}
        </Button>
      </Frame>
    );
  }

  const key = STEP_KEYS[step - 1] ?? "kickoff";
  const last = step === WIZARD_STEPS;
  return (
    <Frame
      actions={
        <Button
          variant="outline"
          onClick={() => void wizard.saveNow("manual")}
          disabled={busy || wizard.loading || wizard.save.isPending}
          data-testid="wizard-save-draft"
        >
          <SaveIcon aria-hidden="true" />
          {wizard.save.isPending ? t("workflowWizard:draft.saving") : t("workflowWizard:draft.save")}
        </Button>
      }
    >
      <div className="grid gap-4">
        <WizardBanners
          ref={banners}
          notice={wizard.notice}
          saveError={wizard.save.error}
          submitted={submitted}
          submitError={submit.error}
          issues={issues}
        />
        {wizard.loading ? (
          <Card aria-busy="true" aria-label={t("workflowWizard:draft.loading")}>
            <CardContent className="grid gap-4 px-4 sm:px-6">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-32" />
              <Skeleton className="h-32" />
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardContent className="grid gap-6 px-4 sm:px-6">
              <WizardStepper step={step} reachable={reachable} onGo={setStep} disabled={busy} />
              <div className="grid gap-1">
                <h2
                  ref={heading}
                  tabIndex={-1}
                  className="text-xl font-semibold outline-none"
                  data-testid="wizard-step-title"
                >
                  {t(`workflowWizard:steps.${key}.title`)}
                </h2>
                <p className="text-sm text-muted-foreground">{t(`workflowWizard:steps.${key}.description`)}</p>
              </div>
              <fieldset disabled={busy} className="min-w-0">
                {step === 1 && <KickoffStep values={values} onChange={update} />}
                {step === 2 && (
                  <OversightStep
                    committeeId={values.committeeId}
                    onCommittee={(committeeId) => update({ committeeId })}
                    onPreset={(committeeId) => wizard.preset({ committeeId })}
                  />
                )}
                {step === 3 && (
                  <DescriptionStep
                    value={values.processDescription}
                    onChange={(processDescription) => update({ processDescription })}
                  />
                )}
                {step === 4 && (
                  <OutsourcingStep
                    answers={values.outsourcing}
                    onAnswer={(id, answer) => update({ outsourcing: { ...values.outsourcing, [id]: answer } })}
                    onSummary={() => setSummary("outsourcing")}
                  />
                )}
                {step === 5 && (
                  <MaterialityStep
                    answers={values.materiality}
                    onAnswer={(id, value) => update({ materiality: { ...values.materiality, [id]: value } })}
                    onSummary={() => setSummary("materiality")}
                  />
                )}
              </fieldset>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
                <Button
                  variant="outline"
                  onClick={() => setStep(step - 1)}
                  disabled={step === 1 || busy}
                  data-testid="wizard-back"
                >
                  <ArrowLeftIcon aria-hidden="true" />
                  {t("workflowWizard:nav.back")}
                </Button>
                {last ? (
                  <Button
                    onClick={complete}
                    disabled={busy || !stepComplete(step, values) || reachable < WIZARD_STEPS}
                    data-testid="wizard-complete"
                  >
                    <CheckIcon aria-hidden="true" />
                    {submit.isPending ? t("workflowWizard:submit.submitting") : t("workflowWizard:submit.complete")}
                  </Button>
                ) : (
                  <Button
                    onClick={() => setStep(step + 1)}
                    disabled={busy || !stepComplete(step, values)}
                    data-testid="wizard-next"
                  >
                    {t("workflowWizard:nav.next")}
                    <ArrowRightIcon aria-hidden="true" />
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        )}
      </div>
      <SummaryDialog kind={summary} values={values} onClose={() => setSummary(null)} />
    </Frame>
  );
}
