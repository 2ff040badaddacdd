import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from "@tprm/ui";
import { LogOutIcon, MonitorIcon, SmartphoneIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { SuccessStatus } from "../../components/SuccessStatus";
import type { RouterOutputs } from "../../lib/api-types";
import { formatDateTime, formatRelativeTime } from "../../lib/format";
import { serverMessageOf } from "../../lib/http-errors";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { deviceName } from "./device-name";
import { useFlash } from "./use-flash";

type Session = RouterOutputs["users"]["sessions"][number];

/** Active Sessions (001 §2.9): the user's signed-in browsers and API clients; each can be signed out. */
export function SessionsCard() {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery(trpc.users.sessions.queryOptions());
  const revoke = useMutation(trpc.users.revokeSession.mutationOptions());
  const revokeOthers = useMutation(trpc.users.revokeOtherSessions.mutationOptions());
  const [confirming, setConfirming] = useState<Session | null>(null);
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, showStatus] = useFlash();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOutSession = (session: Session) => {
    setFailure(null);
    revoke.mutate(
      { id: session.id },
      {
        onSuccess: async ({ signedOut }) => {
          setConfirming(null);
          if (!signedOut) return showStatus(t("account:sessions.revoked"));
          // This browser's own session: the user is signed out, as with Logout.
          queryClient.setQueryData(SESSION_QUERY_KEY, null);
          await navigate("/login", { replace: true });
        },
        onError: (error) => {
          setConfirming(null);
          setFailure(serverMessageOf(error) ?? t("account:sessions.revokeFailed"));
        },
      },
    );
  };
  const signOutOthers = () => {
    setFailure(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirmingOthers(false);
        showStatus(t("account:sessions.othersRevoked", { count: revoked }));
      },
      onError: (error) => {
        setConfirmingOthers(false);
        setFailure(serverMessageOf(error) ?? t("account:sessions.revokeFailed"));
      },
    });
  };

  return (
    <Card className="min-w-0" data-testid="sessions-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h2 className="font-semibold leading-none">{t("account:sessions.title")}</h2>
          <CardDescription>{t("account:sessions.description")}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirmingOthers(true)} disabled={others === 0}>
          <LogOutIcon aria-hidden="true" />
          {t("account:sessions.revokeOthers")}
        </Button>
      </CardHeader>
      <CardContent>
        <SuccessStatus message={status} testId="sessions-status" />
        {failure && (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {failure}
          </p>
        )}
        {sessions.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : sessions.isError ? (
          <QueryErrorAlert
            title={t("account:sessions.loadFailed")}
            error={sessions.error}
            fallback={t("account:loadFailedHint")}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : sessions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account:sessions.empty")}</p>
        ) : (
          <ul className="divide-y" data-testid="session-list">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={() => setConfirming(session)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("account:sessions.confirmTitle")}
        description={
          confirming?.current
            ? t("account:sessions.confirmCurrent")
            : t("account:sessions.confirmOther", { device: confirming ? deviceName(confirming.device, t) : "" })
        }
        confirmLabel={t("account:sessions.confirm")}
        busyLabel={t("account:sessions.revoking")}
        cancelLabel={t("account:cancel")}
        busy={revoke.isPending}
        onConfirm={() => confirming && signOutSession(confirming)}
        testId="confirm-session-revoke"
      />
      <ConfirmDialog
        open={confirmingOthers}
        onOpenChange={setConfirmingOthers}
        title={t("account:sessions.confirmOthersTitle")}
        description={t("account:sessions.confirmOthers", { count: others })}
        confirmLabel={t("account:sessions.revokeOthers")}
        busyLabel={t("account:sessions.revoking")}
        cancelLabel={t("account:cancel")}
        busy={revokeOthers.isPending}
        onConfirm={signOutOthers}
        testId="confirm-sessions-revoke-others"
      />
    </Card>
  );
}

function SessionRow({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const { t } = useTranslation(["account", "common"]);
  const device = deviceName(session.device, t);
  const Icon = session.device.os === "iOS" || session.device.os === "Android" ? SmartphoneIcon : MonitorIcon;
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-testid="session-row">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="[overflow-wrap:anywhere]">{device}</span>
            {session.current && <Badge variant="success">{t("account:sessions.current")}</Badge>}
          </p>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
            {t("account:sessions.ip", { ip: session.ipAddress ?? t("account:sessions.unknownIp") })}
            {" · "}
            <span title={formatDateTime(session.lastActivityAt)}>
              {t("account:sessions.lastActivity", { when: formatRelativeTime(session.lastActivityAt) })}
            </span>
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onSignOut}
        aria-label={
          session.current
            ? t("account:sessions.revokeCurrentLabel", { device })
            : t("account:sessions.revokeLabel", { device, ip: session.ipAddress ?? t("account:sessions.unknownIp") })
        }
        className="shrink-0 text-destructive hover:text-destructive"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}
