import { useQuery } from "@tanstack/react-query";
import { EVIDENCE_KINDS, type EvidenceKind } from "@tprm/api/schemas";
import { Button, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

export interface Cited {
  kind: EvidenceKind;
  id: string;
  label: string;
}

const MAX = 20;

/** The records cited as evidence, and a search of one kind of record to cite another (at most 20). */
export function EvidencePicker({
  cited,
  onChange,
  error,
}: {
  cited: Cited[];
  onChange: (next: Cited[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(["compliance"]);
  const trpc = useTRPC();
  const [kind, setKind] = useState<EvidenceKind>("policy");
  const [search, setSearch] = useState("");
  const typed = useDebouncedValue(search.trim(), 300);
  const options = useQuery(trpc.compliance.evidenceOptions.queryOptions({ kind, search: typed }));
  const kindId = useId();
  const searchId = useId();
  const citedIds = new Set(cited.map((c) => `${c.kind}:${c.id}`));
  const available = (options.data ?? []).filter((o) => !citedIds.has(`${o.kind}:${o.id}`));
  return (
    <fieldset className="grid gap-3" data-testid="evidence-picker">
      <legend className="mb-1 text-sm font-medium">{t("compliance:dialog.evidence")}</legend>
      {cited.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("compliance:dialog.noEvidence")}</p>
      ) : (
        <ul className="grid gap-1" aria-label={t("compliance:dialog.citedLabel")}>
          {cited.map((c) => (
            <li
              key={`${c.kind}:${c.id}`}
              className="flex items-center justify-between gap-2 rounded-md border px-2 py-1 text-sm"
              data-testid="cited"
            >
              <span className="min-w-0 truncate">
                {t(`compliance:evidenceKind.${c.kind}`)}: {c.label}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t("compliance:dialog.remove", { label: c.label })}
                onClick={() => onChange(cited.filter((x) => x !== c))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
      {cited.length < MAX && (
        <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
          <div className="grid gap-1">
            <Label htmlFor={kindId}>{t("compliance:dialog.kind")}</Label>
            <NativeSelect
              id={kindId}
              value={kind}
              onChange={(e) => setKind(e.target.value as EvidenceKind)}
              data-testid="evidence-kind"
            >
              {EVIDENCE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`compliance:evidenceKind.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={searchId}>{t("compliance:dialog.search")}</Label>
            <SearchInput
              id={searchId}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="evidence-search"
            />
          </div>
        </div>
      )}
      {cited.length < MAX && (
        <ul
          className="grid max-h-48 gap-1 overflow-y-auto"
          aria-label={t("compliance:dialog.optionsLabel")}
          aria-busy={options.isFetching}
        >
          {options.isError && <li className="text-sm text-destructive">{t("compliance:dialog.optionsFailed")}</li>}
          {options.isSuccess && available.length === 0 && (
            <li className="text-sm text-muted-foreground">{t("compliance:dialog.noOptions")}</li>
          )}
          {available.map((o) => (
            <li key={o.id}>
              <Button
                variant="ghost"
                size="sm"
                className="h-auto w-full justify-start py-1 text-left whitespace-normal"
                onClick={() => onChange([...cited, o])}
                data-testid="evidence-option"
              >
                <PlusIcon aria-hidden="true" />
                {o.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
