import type { ColumnDef } from "@tanstack/react-table";
import { VENDOR_TRANSITIONS } from "@tprm/api/schemas";
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import {
  ClipboardCheckIcon,
  DoorOpenIcon,
  EllipsisIcon,
  EyeIcon,
  FlagIcon,
  PencilIcon,
  Trash2Icon,
  UndoIcon,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../lib/format";
import type { VendorDialog, VendorListItem } from "./types";
import { RiskChip, VendorStatusChip } from "./VendorChips";
import { countryName, type Translate } from "./vendor-format";
import type { VendorRights } from "./vendor-permissions";

export interface VendorColumnContext {
  /** The table's `t` (the "vendors" namespace loaded). */
  t: Translate;
  rights: VendorRights;
  /** Whether rows have a selection checkbox before the name (the name column then needs no left padding). */
  selectable: boolean;
  vendorHref: (id: string) => string;
  onDialog: (dialog: VendorDialog) => void;
  /** A vendor to give the focus to once its row shows (the one just created). */
  focusVendorId?: string | null;
  onFocused?: () => void;
}

/** The vendor register's columns; the ids of sortable columns are the server's sort columns. */
export function vendorColumns(ctx: VendorColumnContext): ColumnDef<VendorListItem, unknown>[] {
  const { t } = ctx;
  return [
    {
      id: "name",
      enableSorting: true,
      header: t("vendors:table.name"),
      meta: {
        headClassName: cn(!ctx.selectable && "pl-4"),
        // The name takes the room the other columns leave (at least 10rem, truncated), so the table fits its card
        // in every language where it can.
        cellClassName: cn("w-full min-w-40 max-w-0 py-2.5", !ctx.selectable && "pl-4"),
        skeletonClassName: "w-40",
      },
      cell: ({ row }) => (
        <VendorNameCell
          vendor={row.original}
          href={ctx.vendorHref(row.original.id)}
          focus={row.original.id === ctx.focusVendorId}
          onFocused={ctx.onFocused}
        />
      ),
    },
    {
      id: "country",
      enableSorting: true,
      header: t("vendors:table.country"),
      meta: {
        cellClassName: "max-w-32 truncate",
        cellProps: (vendor) => ({ title: vendor.country ? countryName(vendor.country) : undefined }),
        skeletonClassName: "w-16",
      },
      cell: ({ row }) => countryName(row.original.country),
    },
    {
      id: "status",
      enableSorting: true,
      header: t("vendors:table.status"),
      meta: { skeletonClassName: "w-16" },
      cell: ({ row }) => <VendorStatusChip status={row.original.status} />,
    },
    {
      id: "riskRating",
      enableSorting: true,
      header: t("vendors:table.risk"),
      meta: { skeletonClassName: "w-16" },
      cell: ({ row }) => <RiskChip risk={row.original.riskRating} />,
    },
    {
      // Amounts in different currencies are not comparable: the sort groups by currency first.
      id: "contractValue",
      enableSorting: true,
      header: ({ column }) => (
        <span className="grid justify-items-end">
          <span>{t("vendors:table.contractValue")}</span>
          <span className={cn("text-[11px] font-normal text-muted-foreground", !column.getIsSorted() && "sr-only")}>
            {t("vendors:table.groupedByCurrency")}
          </span>
        </span>
      ),
      meta: {
        headClassName: "text-right [&>button]:ml-auto",
        headProps: {
          title: t("vendors:table.contractValueSortHint"),
          "data-testid": "contract-value-header",
        },
        cellClassName: "text-right tabular-nums whitespace-nowrap",
        cellProps: () => ({ "data-testid": "contract-value" }),
        skeletonClassName: "w-16",
      },
      cell: ({ row }) => (
        <>
          {formatMoney(row.original.contractValue, row.original.currency)}{" "}
          <span className="text-xs text-muted-foreground">{row.original.currency}</span>
        </>
      ),
    },
    {
      id: "kpiBreachesCount",
      enableSorting: true,
      header: () => (
        <abbr title={t("vendors:table.kpiBreachesTitle")} className="no-underline">
          {t("vendors:table.kpiBreaches")}
        </abbr>
      ),
      meta: {
        headClassName: "text-right",
        cellClassName: "text-right tabular-nums",
        skeletonClassName: "w-16",
      },
      cell: ({ row }) => (
        <span className={cn(row.original.kpiBreachesCount > 0 && "font-semibold text-destructive")}>
          {row.original.kpiBreachesCount}
        </span>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("vendors:table.actions")}</span>,
      meta: { headClassName: "w-12 pr-4 text-right", cellClassName: "pr-4 text-right", skeletonClassName: "w-16" },
      cell: ({ row }) => (
        <VendorRowMenu
          vendor={row.original}
          rights={ctx.rights}
          href={ctx.vendorHref(row.original.id)}
          onDialog={ctx.onDialog}
          t={t}
        />
      ),
    },
  ];
}

function VendorNameCell({
  vendor,
  href,
  focus,
  onFocused,
}: {
  vendor: VendorListItem;
  href: string;
  focus: boolean;
  onFocused?: () => void;
}) {
  const secondary = vendor.legalName && vendor.legalName !== vendor.name ? vendor.legalName : vendor.businessType;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focus || !link.current) return;
    link.current.focus();
    link.current.scrollIntoView({ block: "nearest" });
    onFocused?.();
  }, [focus, onFocused]);
  return (
    <>
      <Link
        ref={link}
        to={href}
        title={vendor.name}
        className="block truncate font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-sm"
      >
        {vendor.name}
      </Link>
      {secondary && (
        <span className="block truncate text-xs text-muted-foreground" title={secondary}>
          {secondary}
        </span>
      )}
    </>
  );
}

function VendorRowMenu({
  vendor,
  rights,
  href,
  onDialog,
  t,
}: {
  vendor: VendorListItem;
  rights: VendorRights;
  href: string;
  onDialog: (dialog: VendorDialog) => void;
  t: Translate;
}) {
  const ref = { id: vendor.id, name: vendor.name, status: vendor.status, riskRating: vendor.riskRating };
  const canReview = rights.relationship && vendor.status !== "offboarded";
  const canStartOffboarding = rights.relationship && VENDOR_TRANSITIONS[vendor.status].includes("offboarding");
  const inOffboarding = rights.relationship && VENDOR_TRANSITIONS[vendor.status].includes("offboarded");
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("vendors:rowMenu.label", { name: vendor.name })}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={href}>
            <EyeIcon aria-hidden="true" />
            {t("vendors:rowMenu.view")}
          </Link>
        </DropdownMenuItem>
        {rights.edit && (
          <DropdownMenuItem onSelect={() => onDialog({ kind: "edit", vendor: ref })}>
            <PencilIcon aria-hidden="true" />
            {t("vendors:rowMenu.edit")}
          </DropdownMenuItem>
        )}
        {canReview && (
          <DropdownMenuItem onSelect={() => onDialog({ kind: "review", vendor: ref })}>
            <ClipboardCheckIcon aria-hidden="true" />
            {t("vendors:rowMenu.review")}
          </DropdownMenuItem>
        )}
        {(canStartOffboarding || inOffboarding || rights.delete) && <DropdownMenuSeparator />}
        {canStartOffboarding && (
          <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: "offboard", vendor: ref })}>
            <DoorOpenIcon aria-hidden="true" />
            {t("vendors:rowMenu.startOffboarding")}
          </DropdownMenuItem>
        )}
        {inOffboarding && (
          <DropdownMenuItem onSelect={() => onDialog({ kind: "complete-offboarding", vendor: ref })}>
            <FlagIcon aria-hidden="true" />
            {t("vendors:rowMenu.completeOffboarding")}
          </DropdownMenuItem>
        )}
        {inOffboarding && (
          <DropdownMenuItem onSelect={() => onDialog({ kind: "cancel-offboarding", vendor: ref })}>
            <UndoIcon aria-hidden="true" />
            {t("vendors:rowMenu.cancelOffboarding")}
          </DropdownMenuItem>
        )}
        {rights.delete && (
          <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: "delete", vendor: ref })}>
            <Trash2Icon aria-hidden="true" />
            {t("vendors:rowMenu.delete")}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
