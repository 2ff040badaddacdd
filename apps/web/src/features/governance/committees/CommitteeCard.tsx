import { Badge, Button, Card } from "@tprm/ui";
import { EyeIcon, PencilIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { lastMeetingText, nextMeetingText } from "./committee-format";
import type { CommitteeRow } from "./types";

/** A committee's card (001 §2.2): name, type, status, chair, members, jurisdiction, last and next meeting. */
export function CommitteeCard({
  committee,
  onView,
  onEdit,
}: {
  committee: CommitteeRow;
  onView: () => void;
  onEdit?: (() => void) | undefined;
}) {
  const { t } = useTranslation(["governanceCommittees"]);
  const c = committee;
  const rows: [string, string, string][] = [
    ["chair", t("governanceCommittees:card.chair"), c.chair],
    ["members", t("governanceCommittees:card.members"), formatCount(c.memberCount)],
    ["jurisdiction", t("governanceCommittees:card.jurisdiction"), c.jurisdiction ?? "—"],
    ["last", t("governanceCommittees:card.lastMeeting"), lastMeetingText(t, c.lastMeeting)],
    ["next", t("governanceCommittees:card.nextMeeting"), nextMeetingText(t, c.nextMeeting)],
  ];
  return (
    <Card className="gap-3 p-4" data-testid="committee-card" data-committee-id={c.id}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words" data-testid="committee-name">
            {c.name}
          </h3>
          <p className="text-sm text-muted-foreground">{c.type}</p>
        </div>
        <Badge
          variant={c.status === "active" ? "default" : "secondary"}
          className="shrink-0"
          data-testid="committee-status"
        >
          {t(`governanceCommittees:status.${c.status}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words" data-testid={`committee-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onView} data-testid="committee-view">
          <EyeIcon aria-hidden="true" />
          {t("governanceCommittees:card.view")}
        </Button>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} data-testid="committee-edit">
            <PencilIcon aria-hidden="true" />
            {t("governanceCommittees:card.edit")}
          </Button>
        )}
      </div>
    </Card>
  );
}
