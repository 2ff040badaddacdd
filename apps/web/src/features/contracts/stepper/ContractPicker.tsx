import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type PickerOption, SearchPicker } from "../../../components/SearchPicker";
import { useTRPCClient } from "../../../lib/trpc";

/** A contract found by name, reference or vendor (contracts.list's search), shown as "CT-2026-0042 · Name". */
export function ContractPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: PickerOption | null;
  onChange: (contract: PickerOption | null) => void;
}) {
  const { t } = useTranslation(["contractDetail"]);
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) =>
      term
        ? {
            queryKey: ["contractDetail", "contractPicker", term],
            queryFn: async () =>
              (await client.contracts.list.query({ search: term, limit: 10, sort: "name" })).items.map((c) => ({
                id: c.id,
                name: `${c.reference} · ${c.name}`,
                detail: `${c.vendor.name} · ${t(`contractDetail:stage.${c.stage}`)}`,
              })),
          }
        : null,
    [client, t],
  );
  return (
    <SearchPicker
      id={id}
      value={value}
      onChange={onChange}
      source={source}
      clearUnpickedOnBlur
      listLabel={t("contractDetail:picker.list")}
      placeholder={t("contractDetail:picker.placeholder")}
      clearLabel={t("contractDetail:picker.clear")}
    />
  );
}
