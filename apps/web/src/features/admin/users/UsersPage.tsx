import { keepPreviousData, usePrefetchQuery, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Card, CardContent, cn, Label, NativeSelect, SearchInput } from "@tprm/ui";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable";
import { PageHeader } from "../../../components/PageHeader";
import { roleName } from "../../../components/role-names";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { CreateUserDialog } from "./CreateUserDialog";
import { fullName, type UserStatusFilter } from "./types";
import { UserRowActions } from "./UserRowActions";
import { UserStatusBadges } from "./UserStatusBadges";
import { type AdminUser, type UserMutations, useUserMutations } from "./use-user-mutations";

const PAGE_SIZE = 25;

function userColumns(
  t: TFunction,
  meId: string | undefined,
  mutations: UserMutations,
): ColumnDef<AdminUser, unknown>[] {
  return [
    {
      id: "name",
      header: t("admin:users.columns.name"),
      meta: { headClassName: "pl-4", cellClassName: "pl-4 font-medium" },
      cell: ({ row }) => fullName(row.original),
    },
    { id: "email", header: t("admin:users.columns.email"), cell: ({ row }) => row.original.email },
    {
      id: "role",
      header: t("admin:users.columns.role"),
      cell: ({ row }) =>
        row.original.role ? (
          roleName(t, row.original.role)
        ) : (
          <span className="text-muted-foreground">{t("admin:users.noRole")}</span>
        ),
    },
    {
      id: "status",
      header: t("admin:users.columns.status"),
      cell: ({ row }) => <UserStatusBadges user={row.original} />,
    },
    {
      id: "lastLoginAt",
      header: t("admin:users.columns.lastSignIn"),
      meta: { cellProps: (user) => ({ title: t("admin:users.created", { date: formatDate(user.createdAt) }) }) },
      cell: ({ row }) => formatDateTime(row.original.lastLoginAt, t("admin:users.never")),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("admin:users.columns.actions")}</span>,
      meta: { headClassName: "w-52 pr-4 text-right", cellClassName: "pr-4 text-right" },
      cell: ({ row }) => <UserRowActions user={row.original} isSelf={row.original.id === meId} mutations={mutations} />,
    },
  ];
}

/** The list call's input (the page prefetches the first page with it). */
function listInput(page: number, search: string, status: UserStatusFilter) {
  return { page, limit: PAGE_SIZE, search: search || undefined, status: status === "all" ? undefined : status };
}

export default function UsersPage() {
  const trpc = useTRPC();
  // The first page starts loading while the screen's translations arrive (useTranslation suspends until then).
  usePrefetchQuery(trpc.users.list.queryOptions(listInput(1, "", "all")));
  const { t } = useTranslation(["admin"]);
  const { data: me } = useSession();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<UserStatusFilter>("all");
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const mutations = useUserMutations();

  useEffect(() => {
    document.title = t("admin:users.documentTitle");
  }, [t]);

  const list = useQuery(
    trpc.users.list.queryOptions(listInput(page, debouncedSearch, status), { placeholderData: keepPreviousData }),
  );

  const filtered = debouncedSearch !== "" || status !== "all";
  const columns = useMemo(() => userColumns(t, me?.id, mutations), [t, me?.id, mutations]);

  return (
    <section>
      <PageHeader
        title={t("admin:users.title")}
        description={t("admin:users.description")}
        actions={<CreateUserDialog />}
      />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <div className="grid min-w-64 flex-1 gap-2">
            <Label htmlFor="users-search">{t("admin:users.searchLabel")}</Label>
            <SearchInput
              id="users-search"
              placeholder={t("admin:users.searchPlaceholder")}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="grid w-48 gap-2">
            <Label htmlFor="users-status">{t("admin:users.statusLabel")}</Label>
            <NativeSelect
              id="users-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as UserStatusFilter);
                setPage(1);
              }}
            >
              <option value="all">{t("admin:users.allStatuses")}</option>
              <option value="pending">{t("admin:users.status.pending")}</option>
              <option value="active">{t("admin:users.status.active")}</option>
              <option value="deactivated">{t("admin:users.status.deactivated")}</option>
            </NativeSelect>
          </div>
        </CardContent>

        <DataTable
          query={list}
          columns={columns}
          getRowId={(user) => user.id}
          testId="users-table"
          rowTestId="user-row"
          rowProps={(user) => ({
            "data-status": user.status,
            className: cn(user.status === "pending" && "bg-warning/10 hover:bg-warning/15"),
          })}
          onPageChange={setPage}
          errorTitle={t("admin:users.loadError")}
          errorFallback={t("admin:users.loadFallback")}
          emptyMessage={filtered ? t("admin:users.emptyFiltered") : t("admin:users.empty")}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
