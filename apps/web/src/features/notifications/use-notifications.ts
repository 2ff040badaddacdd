import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../components/error-text";
import { useTRPC } from "../../lib/trpc";
import { isUnread, NOTIFICATIONS_REFRESH_MS, type NotificationItem } from "./notification-format";

// The calls the Notification Center and the bell share. What refetches after marking read (the counts, both lists)
// is the refresh map's job (@tprm/api/refresh: "notifications.markRead" → every notifications query).

/**
 * The four counts (one cheap statement on the server): the bell's dot and the Center's cards. Refreshed every minute
 * and when the window gets the focus back, so a notification sent meanwhile shows without a reload.
 */
export function useNotificationStats({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(
    trpc.notifications.stats.queryOptions(undefined, {
      enabled,
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  );
}

/**
 * Opening a notification marks it read (when it is unread); the caller navigates. The request outlives the screen
 * that started it (a link leaves the page at once): its failure is told by a toast from the mutation itself.
 */
export function useMarkNotificationRead() {
  const { t } = useTranslation(["notifications", "common"], { useSuspense: false });
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onError: (error) => toast.error(errorText(t, error, t("notifications:actions.markReadFailed"))),
    }),
  );
  return {
    markRead: (notification: NotificationItem) => {
      if (isUnread(notification)) mutation.mutate({ id: notification.id });
    },
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}

export function useMarkAllRead() {
  const { t } = useTranslation(["notifications", "common"], { useSuspense: false });
  const trpc = useTRPC();
  return useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onSuccess: ({ updated }) => toast.success(t("notifications:actions.allMarkedRead", { count: updated })),
      onError: (error) => toast.error(errorText(t, error, t("notifications:actions.markAllReadFailed"))),
    }),
  );
}
