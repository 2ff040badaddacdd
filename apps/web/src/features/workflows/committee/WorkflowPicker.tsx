import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type PickerOption, SearchPicker } from "../../../components/SearchPicker";
import { useTRPCClient } from "../../../lib/trpc";

/** Any new outsourcing arrangement, found by name, reference or vendor; picking one opens it. */
export function WorkflowPicker({ onPick, id }: { onPick: (id: string) => void; id?: string }) {
  const { t } = useTranslation(["workflowCommittee"]);
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) => ({
      queryKey: ["workflows", "committeePicker", term],
      queryFn: async (): Promise<PickerOption[]> =>
        (
          await client.workflows.list.query({ search: term || undefined, type: "new_outsourcing", limit: 20 })
        ).items.map((w) => ({
          id: w.id,
          name: w.name,
          detail: `${w.reference} · ${t(`workflowCommittee:status.${w.displayStatus}`)}`,
        })),
    }),
    [client, t],
  );
  return (
    <SearchPicker
      id={id}
      value={null}
      onChange={(option) => option && onPick(option.id)}
      source={source}
      listLabel={t("workflowCommittee:chooser.list")}
      placeholder={t("workflowCommittee:chooser.placeholder")}
      clearLabel={t("workflowCommittee:chooser.clear")}
      clearUnpickedOnBlur
    />
  );
}
