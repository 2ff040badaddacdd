import { canReadAuditLogs, isAdmin } from "@tprm/api/permissions";
import {
  Avatar,
  AvatarFallback,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  initialsOf,
} from "@tprm/ui";
import {
  ChevronDownIcon,
  FileCheckIcon,
  InboxIcon,
  KeyRoundIcon,
  LogOutIcon,
  ScrollTextIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSignOut } from "../auth/use-sign-out";
import { roleName } from "../components/role-names";
import { useSession } from "../lib/session";

export function UserMenu() {
  const { t } = useTranslation(["layout", "common"]);
  const { data: user } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu"
        className="flex items-center gap-2 rounded-md px-2 py-1.5 outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70"
      >
        <Avatar className="size-8" aria-hidden="true">
          <AvatarFallback className="bg-white/20 text-topbar-foreground">
            {initialsOf(user.firstName, user.lastName, user.email)}
          </AvatarFallback>
        </Avatar>
        <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">{name}</span>
        <span className="sr-only">{t("layout:userMenu.label")}</span>
        <ChevronDownIcon aria-hidden="true" className="size-4 opacity-80" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          <span className="text-xs font-normal text-muted-foreground" data-testid="user-menu-role">
            {roleName(t, user.role)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" />
            {t("layout:userMenu.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/acknowledgements" data-testid="user-menu-acknowledgements">
            <FileCheckIcon aria-hidden="true" />
            {t("layout:userMenu.acknowledgements")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <KeyRoundIcon aria-hidden="true" />
            {t("layout:userMenu.account")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <SettingsIcon aria-hidden="true" />
            {t("layout:userMenu.settings")}
          </Link>
        </DropdownMenuItem>
        {(isAdmin(user.role) || canReadAuditLogs(user.role)) && <DropdownMenuSeparator />}
        {isAdmin(user.role) && (
          <DropdownMenuItem asChild>
            <Link to="/admin/users">
              <UsersIcon aria-hidden="true" />
              {t("layout:userMenu.users")}
            </Link>
          </DropdownMenuItem>
        )}
        {isAdmin(user.role) && (
          <DropdownMenuItem asChild>
            <Link to="/admin/demo-requests">
              <InboxIcon aria-hidden="true" />
              {t("layout:userMenu.demoRequests")}
            </Link>
          </DropdownMenuItem>
        )}
        {canReadAuditLogs(user.role) && (
          <DropdownMenuItem asChild>
            <Link to="/admin/audit-logs">
              <ScrollTextIcon aria-hidden="true" />
              {t("layout:userMenu.auditLog")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isSigningOut} onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          {isSigningOut ? t("layout:userMenu.signingOut") : t("layout:userMenu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
