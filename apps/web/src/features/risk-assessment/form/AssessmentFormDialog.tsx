import { useMutation, useQuery } from "@tanstack/react-query";
import { ASSESSMENT_DOMAINS, isEditable } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, cn, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { CheckIcon } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { useCalendar } from "../../../lib/calendar";
import { httpStatusOf } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { DomainTab } from "./DomainTab";
import { DOMAIN_TEXTS } from "./domain-texts";
import {
  type AssessmentFormOutput,
  type AssessmentFormValues,
  assessmentResolver,
  assessmentValues,
  type Chosen,
  type CreateOutput,
  changedDomains,
  chosenOf,
  type EditableAssessment,
  type FormTab,
  newAssessmentValues,
  type SavedAssessment,
  tabsWithErrors,
  type UpdateOutput,
} from "./form-values";
import { GeneralTab } from "./GeneralTab";
import { SummaryTab } from "./SummaryTab";

export interface AssessmentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The assessment to edit (a RiskAssessmentDetail or riskAssessments.get's answer); without it, a new one. */
  assessment?: EditableAssessment;
  /** The vendor a new assessment starts with (opened from a vendor's record). */
  defaultVendorId?: string;
  onSaved?: (detail: SavedAssessment) => void;
}

/**
 * Create or edit a risk assessment: General, one tab per domain (nine) and a live Summary, validated by the
 * procedure's own schema with the spec's messages (000 §5). Saving creates a draft or changes one that is not
 * completed; the server derives the scores, the risk and the status. A completed assessment is locked (409).
 */
export function AssessmentFormDialog(props: AssessmentFormDialogProps) {
  if (!props.open) return null;
  // Mounted afresh at every opening, so the form starts from the assessment (or empty) each time. While its texts
  // load on first use only the form waits: the page, and the assessment detail the form may be opened from, stay.
  return (
    <Suspense fallback={null}>
      <AssessmentForm key={props.assessment?.id ?? "new"} {...props} />
    </Suspense>
  );
}

function AssessmentForm({ onOpenChange, assessment, defaultVendorId, onSaved }: AssessmentFormDialogProps) {
  const { t } = useTranslation(["assessmentForm", "assessmentDomains", "common"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const editing = assessment !== undefined;
  const locked = assessment ? !isEditable(assessment.status) : false;
  const [tab, setTab] = useState<FormTab>("general");
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(assessment));
  const form = useForm<AssessmentFormValues, unknown, AssessmentFormOutput>({
    resolver: assessmentResolver(editing),
    defaultValues: assessment ? assessmentValues(assessment) : newAssessmentValues(today, defaultVendorId),
  });
  const { errors, submitCount } = form.formState;
  const domains = useWatch({ control: form.control, name: "domains" });

  // Opened from a vendor's record: the picker shows that vendor's name once it is known.
  const presetVendor = useQuery({
    ...trpc.vendors.get.queryOptions({ id: defaultVendorId ?? "" }),
    enabled: !editing && Boolean(defaultVendorId),
  });
  const presetName = presetVendor.data?.name;
  useEffect(() => {
    if (presetName && defaultVendorId && form.getValues("vendorId") === defaultVendorId)
      setChosen((c) => (c.vendor ? c : { ...c, vendor: { id: defaultVendorId, name: presetName } }));
  }, [presetName, defaultVendorId, form]);

  // A refused save opens the first tab with a message, unless the open tab has one.
  const errorTabs = tabsWithErrors(errors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only after each save attempt, not at every change.
  useEffect(() => {
    if (submitCount > 0 && errorTabs.length > 0 && !errorTabs.includes(tab)) setTab(errorTabs[0] as FormTab);
  }, [submitCount]);

  const saved = (detail: SavedAssessment) => {
    toast.success(
      editing
        ? t("assessmentForm:saved", { reference: detail.reference, vendor: detail.vendor.name })
        : t("assessmentForm:created", { reference: detail.reference, vendor: detail.vendor.name }),
    );
    onOpenChange(false);
    onSaved?.(detail);
  };
  const refused = (error: unknown) => {
    // The server's only 409 here is the lock: a completed assessment (perhaps submitted since the dialog opened).
    const message =
      editing && httpStatusOf(error) === 409
        ? t("assessmentForm:locked")
        : errorText(t, error, editing ? t("assessmentForm:saveFailed") : t("assessmentForm:createFailed"));
    applyServerIssues(form, error);
    setFailure(message);
    toast.error(message);
  };
  const create = useMutation(trpc.riskAssessments.create.mutationOptions({ onSuccess: saved, onError: refused }));
  const update = useMutation(trpc.riskAssessments.update.mutationOptions({ onSuccess: saved, onError: refused }));
  const busy = create.isPending || update.isPending;
  const submit = (values: AssessmentFormOutput) => {
    setFailure(null);
    if (editing && assessment)
      update.mutate({ ...values, domains: changedDomains(values.domains, assessment) } as UpdateOutput);
    else create.mutate(values as CreateOutput);
  };

  const mark = (value: FormTab, scored: boolean) => (
    <>
      {scored && (
        <>
          <CheckIcon aria-hidden="true" className="size-3.5 text-green-700 dark:text-green-400" />
          <span className="sr-only">{t("assessmentForm:tabs.scored")}</span>
        </>
      )}
      {errorTabs.includes(value) && (
        <>
          <span aria-hidden="true" className="size-1.5 rounded-full bg-destructive" />
          <span className="sr-only">{t("assessmentForm:tabs.hasErrors")}</span>
        </>
      )}
    </>
  );

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={
        assessment ? t("assessmentForm:titleEdit", { reference: assessment.reference }) : t("assessmentForm:titleNew")
      }
      description={
        assessment
          ? t("assessmentForm:descriptionEdit", { vendor: assessment.vendor.name })
          : t("assessmentForm:descriptionNew")
      }
      className="sm:max-w-3xl"
      testId="assessment-form-dialog"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel={editing ? t("assessmentForm:save") : t("assessmentForm:create")}
      busyLabel={t("assessmentForm:saving")}
    >
      {locked && (
        <Alert variant="warning" data-testid="assessment-locked">
          <AlertTitle>{t("assessmentForm:lockedTitle")}</AlertTitle>
          <AlertDescription>{t("assessmentForm:locked")}</AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive" data-testid="assessment-save-failure">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <Tabs value={tab} onValueChange={(v) => setTab(v as FormTab)} className="min-w-0 gap-4">
        <TabsList aria-label={t("assessmentForm:tabs.label")} className="w-full justify-start">
          <TabsTrigger value="general" className="flex-none">
            {t("assessmentForm:tabs.general")}
            {mark("general", false)}
          </TabsTrigger>
          {ASSESSMENT_DOMAINS.map((domain) => (
            <TabsTrigger key={domain} value={domain} className="flex-none" data-testid={`tab-${domain}`}>
              {t(DOMAIN_TEXTS[domain].short)}
              {mark(domain, typeof domains?.[domain]?.score === "number")}
            </TabsTrigger>
          ))}
          <TabsTrigger value="summary" className="flex-none">
            {t("assessmentForm:tabs.summary")}
          </TabsTrigger>
        </TabsList>
        <fieldset disabled={locked || busy} className={cn("min-w-0", locked && "opacity-80")}>
          <TabsContent value="general">
            <GeneralTab form={form} chosen={chosen} onChosen={setChosen} disabled={locked || busy} />
          </TabsContent>
          {ASSESSMENT_DOMAINS.map((domain) => (
            <TabsContent key={domain} value={domain}>
              <DomainTab domain={domain} form={form} disabled={locked || busy} />
            </TabsContent>
          ))}
          <TabsContent value="summary">
            <SummaryTab form={form} />
          </TabsContent>
        </fieldset>
      </Tabs>
    </FormDialog>
  );
}
