import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, CardContent, cn, Label, NativeSelect, SearchInput, TableCell, TableHead, TableRow } from "@tprm/ui";
import { useEffect, useState } from "react";
import { PagedTable } from "../../../components/PagedTable";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { CreateUserDialog } from "./CreateUserDialog";
import { fullName, type UserStatusFilter } from "./types";
import { UserRowActions } from "./UserRowActions";
import { UserStatusBadges } from "./UserStatusBadges";
import { useUserMutations } from "./use-user-mutations";

const PAGE_SIZE = 25;
const COLUMNS = 6;

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

        <PagedTable
          query={list}
          testId="users-table"
          columns={COLUMNS}
          onPageChange={setPage}
          errorTitle="Users could not be loaded"
          errorFallback="Failed to load users. Please check your connection and try again."
          emptyMessage={filtered ? "No users match these filters." : "There are no user accounts yet."}
          head={
            <>
              <TableHead className="pl-4">Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Last sign-in</TableHead>
              <TableHead className="w-52 pr-4 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </>
          }
          renderRow={(user) => (
            <TableRow
              key={user.id}
              data-testid="user-row"
              data-status={user.status}
              className={cn(user.status === "pending" && "bg-warning/10 hover:bg-warning/15")}
            >
              <TableCell className="pl-4 font-medium">{fullName(user)}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.role ?? <span className="text-muted-foreground">No role yet</span>}</TableCell>
              <TableCell>
                <UserStatusBadges user={user} />
              </TableCell>
              <TableCell title={`Created ${formatDate(user.createdAt)}`}>
                {formatDateTime(user.lastLoginAt, "Never")}
              </TableCell>
              <TableCell className="pr-4 text-right">
                <UserRowActions user={user} isSelf={user.id === me?.id} mutations={mutations} />
              </TableCell>
            </TableRow>
          )}
        />
      </Card>
    </section>
  );
}
