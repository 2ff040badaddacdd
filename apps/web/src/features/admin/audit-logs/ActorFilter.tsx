import { useQuery } from "@tanstack/react-query";
import { isAdmin } from "@tprm/api/permissions";
import { Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";

export interface ActorOption {
  id: string;
  name: string;
  email: string;
}

/**
 * Actor filter. Admins choose from all accounts; auditors (who may not list accounts) from the people seen in the
 * log so far, or by clicking a name in the table.
 */
export function ActorFilter({
  value,
  seen,
  onChange,
}: {
  value: string;
  seen: ReadonlyMap<string, ActorOption>;
  onChange: (actorId: string) => void;
}) {
  const { t } = useTranslation(["admin"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const admin = isAdmin(me?.role);
  const users = useQuery(trpc.users.list.queryOptions({ page: 1, limit: 200 }, { enabled: admin, staleTime: 60_000 }));

  const options = new Map(seen);
  for (const u of users.data?.items ?? []) {
    options.set(u.id, { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email });
  }
  const sorted = [...options.values()].sort((a, b) => a.name.localeCompare(b.name));
  // An actor from a link (the URL) not seen yet is still shown as chosen, by id.
  if (value && !options.has(value)) sorted.unshift({ id: value, name: value, email: t("admin:auditLogs.actorById") });

  return (
    <div className="grid w-60 gap-2">
      <Label htmlFor="audit-actor">{t("admin:auditLogs.actor")}</Label>
      <NativeSelect id="audit-actor" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("admin:auditLogs.allActors")}</option>
        {sorted.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.name} ({actor.email})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
