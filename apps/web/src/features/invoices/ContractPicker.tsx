import { useQuery } from "@tanstack/react-query";
import { can } from "@tprm/api/permissions";
import { FormField, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatAmount } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";

/** Most contracts one vendor's list offers (the list's own largest page). */
const CONTRACTS_SHOWN = 200;

/**
 * The contract an invoice is billed under: one of the chosen vendor's contracts, or none (the invoice is then
 * compared with the vendor's executed contracts in its currency). Shown only to a role that may view contracts and
 * once a vendor is chosen; the server checks that the contract is that vendor's.
 */
export function ContractPicker({
  vendorId,
  value,
  onChange,
  error,
}: {
  vendorId: string | null;
  value: string | null;
  onChange: (contractId: string | null) => void;
  error?: { message?: string };
}) {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const mayView = can(me?.role, "view", "contracts");
  const contracts = useQuery({
    ...trpc.contracts.list.queryOptions({
      vendorId: vendorId ?? undefined,
      limit: CONTRACTS_SHOWN,
      sort: "name",
      order: "asc",
    }),
    enabled: mayView && !!vendorId,
  });
  if (!mayView || !vendorId) return null;
  const items = contracts.data?.items ?? [];
  return (
    <FormField
      label={t("invoices:form.contract")}
      error={error ?? (contracts.isError ? { message: t("invoices:form.contractsFailed") } : undefined)}
      description={t("invoices:form.contractHint")}
    >
      {(field) => (
        <NativeSelect
          {...field}
          value={value ?? ""}
          disabled={contracts.isPending}
          onChange={(event) => onChange(event.target.value || null)}
          data-testid="invoice-contract"
        >
          <option value="">
            {contracts.isPending ? t("invoices:form.contractsLoading") : t("invoices:form.contractNone")}
          </option>
          {items.map((c) => (
            <option key={c.id} value={c.id}>
              {t("invoices:form.contractOption", {
                reference: c.reference,
                name: c.name,
                value: formatAmount(c.value, c.currency),
              })}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
