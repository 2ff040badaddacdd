import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Card, CardContent, cn, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { useEffect, useMemo, useState } from "react";
import { DataTable } from "../../../components/DataTable";
import { PageHeader } from "../../../components/PageHeader";
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

function userColumns(meId: string | undefined, mutations: UserMutations): ColumnDef<AdminUser, unknown>[] {
  return [
    {
      id: "name",
      header: "Name",
      meta: { headClassName: "pl-4", cellClassName: "pl-4 font-medium" },
      cell: ({ row }) => fullName(row.original),
    },
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    {
      id: "role",
      header: "Role",
      cell: ({ row }) => row.original.role ?? <span className="text-muted-foreground">No role yet</span>,
    },
    { id: "status", header: "Status", cell: ({ row }) => <UserStatusBadges user={row.original} /> },
    {
      id: "lastLoginAt",
      header: "Last sign-in",
      meta: { cellProps: (user) => ({ title: `Created ${formatDate(user.createdAt)}` }) },
      cell: ({ row }) => formatDateTime(row.original.lastLoginAt, "Never"),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { headClassName: "w-52 pr-4 text-right", cellClassName: "pr-4 text-right" },
      cell: ({ row }) => <UserRowActions user={row.original} isSelf={row.original.id === meId} mutations={mutations} />,
    },
  ];
}

export default function UsersPage() {
  const trpc = useTRPC();
  const { data: me } = useSession();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<UserStatusFilter>("all");
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const mutations = useUserMutations();

  useEffect(() => {
    document.title = "Users · TPRM Platform";
  }, []);

  const list = useQuery(
    trpc.users.list.queryOptions(
      {
        page,
        limit: PAGE_SIZE,
        search: debouncedSearch || undefined,
        status: status === "all" ? undefined : status,
      },
      { placeholderData: keepPreviousData },
    ),
  );

  const filtered = debouncedSearch !== "" || status !== "all";
  const columns = useMemo(() => userColumns(me?.id, mutations), [me?.id, mutations]);

  return (
    <section>
      <PageHeader
        title="Users"
        description="Approve new accounts, give roles, and deactivate or unlock accounts."
        actions={<CreateUserDialog />}
      />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <div className="grid min-w-64 flex-1 gap-2">
            <Label htmlFor="users-search">Search users</Label>
            <SearchInput
              id="users-search"
              placeholder="Name, email or role"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="grid w-48 gap-2">
            <Label htmlFor="users-status">Status</Label>
            <NativeSelect
              id="users-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as UserStatusFilter);
                setPage(1);
              }}
            >
              <option value="all">All statuses</option>
              <option value="pending">Pending approval</option>
              <option value="active">Active</option>
              <option value="deactivated">Deactivated</option>
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
          errorTitle="Users could not be loaded"
          errorFallback="Failed to load users. Please check your connection and try again."
          emptyMessage={filtered ? "No users match these filters." : "There are no user accounts yet."}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
