import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { registerFieldMessage } from "../../../components/register/field-message";
import { type Choice, SearchChoice } from "../../../components/SearchChoice";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { ContractRegisterForm } from "./RegisterFieldKit";

const LIMIT = 20;

export interface RegisterEntityChoice {
  id: string;
  name: string;
  kind: "entity" | "branch";
  parentId: string | null;
}

/**
 * The bank's entities and branches (a bank has tens, not thousands: the first 200 by name); `ready` once they are
 * in (or could not be loaded), so the selects that name them show the stored choice from the start.
 */
export function useRegisterEntities(): { entities: RegisterEntityChoice[]; ready: boolean } {
  const trpc = useTRPC();
  const list = useQuery(trpc.register.entities.list.queryOptions({ limit: 200, sort: "name", order: "asc" }));
  const entities = (list.data?.items ?? []).map((e) => ({
    id: e.id,
    name: e.name,
    kind: e.kind,
    parentId: e.parentId,
  }));
  return { entities, ready: !list.isPending };
}

function statusOf(t: TFunction, q: { isPending: boolean; isError: boolean }, count: number, term: string): string {
  if (q.isPending) return t("contractDetail:register.picker.loading");
  if (q.isError) return t("contractDetail:register.picker.loadFailed");
  if (count === 0)
    return term ? t("contractDetail:register.picker.noMatch", { term }) : t("contractDetail:register.picker.none");
  return t("contractDetail:register.picker.shown", { count, n: formatCount(count) });
}

/** The contract this one is subsequent to or associated with (an overarching arrangement), found by name or reference. */
export function OverarchingContractPicker({
  form,
  contractId,
  initial,
  disabled,
}: {
  form: ContractRegisterForm;
  contractId: string;
  initial: { id: string; name: string } | null;
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const [chosen, setChosen] = useState<Choice[]>(initial ? [initial] : []);
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const contracts = useQuery({
    ...trpc.contracts.list.queryOptions({ search: term || undefined, limit: LIMIT, sort: "name", order: "asc" }),
    placeholderData: keepPreviousData,
  });
  const options = (contracts.data?.items ?? [])
    .filter((c) => c.id !== contractId)
    .map((c) => ({ id: c.id, name: c.name, detail: c.reference }));
  return (
    <SearchChoice
      legend={t("contractDetail:register.fields.overarchingContractId")}
      hint={t("contractDetail:register.fields.overarchingHint")}
      multiple={false}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        form.setValue("overarchingContractId", next[0]?.id ?? "", { shouldDirty: true });
      }}
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={t("contractDetail:register.picker.searchContracts")}
      status={statusOf(t, contracts, options.length, term)}
      chosenLabel={t("contractDetail:register.picker.chosen")}
      removeLabel={(name) => t("contractDetail:register.picker.remove", { name })}
      error={registerFieldMessage(t, form.formState.errors.overarchingContractId?.message)}
      disabled={disabled}
      testId="register-overarching-picker"
    />
  );
}

/** The bank's functions the contract's service supports, found by name or identifier; several may be chosen. */
export function FunctionsPicker({
  form,
  initial,
  disabled,
}: {
  form: ContractRegisterForm;
  initial: { id: string; identifier: string; name: string }[];
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const [chosen, setChosen] = useState<Choice[]>(() =>
    initial.map((f) => ({ id: f.id, name: f.name, detail: f.identifier })),
  );
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const functions = useQuery({
    ...trpc.register.functions.list.queryOptions({
      search: term || undefined,
      limit: LIMIT,
      sort: "name",
      order: "asc",
    }),
    placeholderData: keepPreviousData,
  });
  const options = (functions.data?.items ?? []).map((f) => ({ id: f.id, name: f.name, detail: f.identifier }));
  return (
    <SearchChoice
      legend={t("contractDetail:register.fields.functionIds")}
      hint={t("contractDetail:register.fields.functionsHint")}
      multiple
      max={200}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        form.setValue(
          "functionIds",
          next.map((c) => c.id),
          { shouldDirty: true },
        );
      }}
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={t("contractDetail:register.picker.searchFunctions")}
      status={statusOf(t, functions, options.length, term)}
      chosenLabel={t("contractDetail:register.picker.chosenFunctions")}
      removeLabel={(name) => t("contractDetail:register.picker.remove", { name })}
      error={registerFieldMessage(t, form.formState.errors.functionIds?.message)}
      disabled={disabled}
      testId="register-functions-picker"
    />
  );
}
