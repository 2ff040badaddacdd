import { useMutation, useQuery } from "@tanstack/react-query";
import { AUTO_SAVE_DELAY_MS, shouldAutoSave } from "@tprm/api/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { EMPTY_WIZARD, fromDraft, toDraftInput, type WizardValues } from "./wizard-state";

export type SaveKind = "manual" | "auto";

/**
 * The auto-save delay, 001 §9's 30 s. A browser test may shorten it by setting window.__TPRM_AUTOSAVE_MS__ before
 * the app loads (Playwright's fake clock slows the rest of the app's timers down too much to use there).
 */
export function autoSaveDelay(): number {
  const override = (globalThis as { __TPRM_AUTOSAVE_MS__?: unknown }).__TPRM_AUTOSAVE_MS__;
  return typeof override === "number" && override > 0 ? override : AUTO_SAVE_DELAY_MS;
}

export interface SavedNotice {
  kind: SaveKind;
  at: string;
}

/**
 * The wizard's values and step, and its draft: loaded when the wizard opens on one (`initialDraftId`), saved by the
 * Save Draft button and automatically AUTO_SAVE_DELAY_MS after the last change while recipient, provider or
 * description holds something (001 §4). The first save returns the draft's id (`onCreated`); later saves update
 * it. A save never runs twice at once (a second would create a second draft before the first returned its id): an
 * auto-save due while one runs waits for the next delay. Failures are kept for the screen to show.
 */
export function useWizardDraft({
  initialDraftId,
  onCreated,
  paused,
}: {
  initialDraftId: string | null;
  onCreated: (id: string) => void;
  /** True once submitted: nothing more is saved. */
  paused: boolean;
}) {
  const trpc = useTRPC();
  const [draftId, setDraftId] = useState<string | null>(initialDraftId);
  const [values, setValues] = useState<WizardValues>(EMPTY_WIZARD);
  const [step, setStep] = useState(1);
  const [revision, setRevision] = useState(0);
  const [notice, setNotice] = useState<SavedNotice | null>(null);
  const loadedId = useRef<string | null>(null);

  const load = useQuery({
    ...trpc.workflowDrafts.get.queryOptions({ id: initialDraftId ?? "" }),
    enabled: initialDraftId !== null,
    // The wizard holds the draft from here on: a refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!load.data || loadedId.current === load.data.id) return;
    loadedId.current = load.data.id;
    const resumed = fromDraft(load.data);
    setValues(resumed.values);
    setStep(resumed.step);
    setDraftId(load.data.id);
  }, [load.data]);

  const save = useMutation(trpc.workflowDrafts.save.mutationOptions());
  const saving = useRef(false);
  const latest = useRef({ values, step, draftId });
  latest.current = { values, step, draftId };

  const saveNow = useCallback(
    async (kind: SaveKind) => {
      if (saving.current) return false;
      saving.current = true;
      const { values: v, step: s, draftId: id } = latest.current;
      try {
        const saved = await save.mutateAsync(toDraftInput(v, s, id));
        if (!id) {
          setDraftId(saved.id);
          onCreated(saved.id);
        }
        setNotice({ kind, at: saved.draftLastSaved });
        return true;
      } catch {
        setNotice(null);
        return false; // save.error holds the reason, shown by the screen
      } finally {
        saving.current = false;
      }
    },
    [save, onCreated],
  );

  // Auto-save: a timer set on each change, replaced by the next one, so it fires once the user has paused.
  useEffect(() => {
    if (revision === 0 || paused || !shouldAutoSave(latest.current.values)) return;
    let timer = 0;
    const arm = () => {
      timer = window.setTimeout(() => {
        if (saving.current) arm();
        else void saveNow("auto");
      }, autoSaveDelay());
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [revision, paused, saveNow]);

  /** A change made by the user (counts for the auto-save). */
  const update = useCallback((change: Partial<WizardValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setRevision((r) => r + 1);
  }, []);

  /** A value the screen fills in itself (the only committee, preselected): not a change of the user's. */
  const preset = useCallback((change: Partial<WizardValues>) => {
    setValues((current) => ({ ...current, ...change }));
  }, []);

  return {
    draftId,
    preset,
    values,
    update,
    step,
    setStep,
    load,
    loading: initialDraftId !== null && !load.data && !load.isError,
    save,
    saveNow,
    notice,
  };
}
