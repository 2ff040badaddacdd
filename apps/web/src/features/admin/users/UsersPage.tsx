import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Card,
  CardContent,
  cn,
  Input,
  Label,
  NativeSelect,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "../../../components/PageHeader";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
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

  const items = list.data?.items ?? [];
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
            <div className="relative">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="users-search"
                type="search"
                placeholder="Name, email or role"
                className="pl-8"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </div>
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

        <CardContent className="px-0">
          {list.isError ? (
            <div className="px-4">
              <QueryErrorAlert
                title="Users could not be loaded"
                error={list.error}
                fallback="Failed to load users. Please check your connection and try again."
                onRetry={() => void list.refetch()}
              />
            </div>
          ) : (
            <Table aria-busy={list.isFetching} data-testid="users-table">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Last sign-in</TableHead>
                  <TableHead className="w-52 pr-4 text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.isPending &&
                  Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <TableRow key={i}>
                      {Array.from({ length: COLUMNS }, (_, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                        <TableCell key={j} className="first:pl-4">
                          <Skeleton className="h-4 w-24" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                {!list.isPending && items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS} className="py-10 text-center text-muted-foreground">
                      {filtered ? "No users match these filters." : "There are no user accounts yet."}
                    </TableCell>
                  </TableRow>
                )}
                {items.map((user) => (
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
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>

        {list.data && (
          <CardContent className="px-4">
            <Pagination
              page={list.data.pagination.page}
              totalPages={list.data.pagination.totalPages}
              total={list.data.pagination.total}
              onPageChange={setPage}
              disabled={list.isFetching}
            />
          </CardContent>
        )}
      </Card>
    </section>
  );
}
