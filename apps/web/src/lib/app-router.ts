/**
 * TEMPORARY: the server's router type is not exported yet, so this mirrors the documented procedures.
 * Replace the whole file with `export type { AppRouter } from "@tprm/api";` once packages/api exports it.
 */
import { listAuditLogsInput } from "@tprm/api/schemas";
import {
  acceptAgreementInput,
  createUserInput,
  listUsersInput,
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
  setRoleInput,
  userIdInput,
} from "@tprm/api/schemas";
import { initTRPC } from "@trpc/server";

interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  status: string;
  jobTitle: string | null;
  permissions: string[];
}
interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  status: "pending" | "active" | "deactivated";
  lockedUntil: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}
interface AuditRow {
  id: string;
  actor: { id: string; email: string; name: string } | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
  createdAt: Date;
}

const t = initTRPC.create();
const out = <T>() => null as unknown as T;

const appRouter = t.router({
  auth: t.router({
    login: t.procedure.input(loginInput).mutation(() => out<{ accessToken: string; user: SessionUser }>()),
    logout: t.procedure.mutation(() => out<{ ok: boolean }>()),
    me: t.procedure.query(() => out<{ user: SessionUser }>()),
    register: t.procedure.input(registerInput).mutation(() => out<{ user: SessionUser; pendingApproval: boolean }>()),
    requestPasswordReset: t.procedure.input(requestPasswordResetInput).mutation(() => out<{ message: string }>()),
    resetPassword: t.procedure.input(resetPasswordInput).mutation(() => out<{ message: string }>()),
    acceptAgreement: t.procedure.input(acceptAgreementInput).mutation(() => out<{ version: string; acceptedAt: Date }>()),
  }),
  users: t.router({
    agreementStatus: t.procedure.query(() => out<{ hasAgreed: boolean; version: string }>()),
    list: t.procedure.input(listUsersInput).query(() => out<{ items: AdminUserRow[]; pagination: Pagination }>()),
    create: t.procedure.input(createUserInput).mutation(() => out<AdminUserRow>()),
    setRole: t.procedure.input(setRoleInput).mutation(() => out<AdminUserRow>()),
    deactivate: t.procedure.input(userIdInput).mutation(() => out<AdminUserRow>()),
    reactivate: t.procedure.input(userIdInput).mutation(() => out<AdminUserRow>()),
    unlock: t.procedure.input(userIdInput).mutation(() => out<AdminUserRow>()),
  }),
  auditLogs: t.router({
    list: t.procedure.input(listAuditLogsInput).query(() => out<{ items: AuditRow[]; pagination: Pagination }>()),
  }),
});

export type AppRouter = typeof appRouter;
