import { useMutation, useQuery } from "@tanstack/react-query";
import type { TagRecordType } from "@tprm/api/schemas";
import { Button, Skeleton } from "@tprm/ui";
import { TagIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
import { TagChip } from "../../../components/TagChip";
import { useTRPC } from "../../../lib/trpc";
import { AddTagDialog } from "./AddTagDialog";

export interface RecordTagsProps {
  entityType: TagRecordType;
  entityId: string;
}

/**
 * A record's tags as chips, each removable, and "Add tag" (a picker that can create a tag). Whoever may view the
 * record may tag it (the server checks; docs/COLLABORATION.md "Tags").
 */
export function RecordTags({ entityType, entityId }: RecordTagsProps) {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const [adding, setAdding] = useState(false);
  const tags = useQuery(trpc.tags.forRecord.queryOptions({ entityType, entityId }));
  const assign = useMutation(trpc.tags.assign.mutationOptions());
  const unassign = useMutation(
    trpc.tags.unassign.mutationOptions({
      onError: (error) => toast.error(errorText(t, error, t("collaboration:tags.removeFailed"))),
    }),
  );
  const target = [{ entityType, entityId }];
  const items = tags.data?.items ?? [];

  return (
    <section className="grid gap-2" aria-labelledby={`tags-${entityId}`} data-testid="record-tags">
      <h3 id={`tags-${entityId}`} className="font-medium text-sm">
        {t("collaboration:tags.title")}
      </h3>
      {tags.isPending && <Skeleton className="h-6 w-48" />}
      {tags.isError && <p className="text-destructive text-sm">{t("collaboration:tags.loadFailed")}</p>}
      {tags.data && (
        <div className="flex flex-wrap items-center gap-2">
          {items.length === 0 && <span className="text-muted-foreground text-sm">{t("collaboration:tags.empty")}</span>}
          {items.map((tag) => (
            <TagChip
              key={tag.id}
              name={tag.name}
              colour={tag.colour}
              description={tag.description}
              disabled={unassign.isPending}
              removeLabel={t("collaboration:tags.remove", { name: tag.name })}
              onRemove={() => unassign.mutate({ tagId: tag.id, targets: target })}
            />
          ))}
          <Button type="button" size="sm" variant="outline" onClick={() => setAdding(true)} data-testid="add-tag">
            <TagIcon aria-hidden="true" />
            {t("collaboration:tags.add")}
          </Button>
        </div>
      )}
      <AddTagDialog
        open={adding}
        onOpenChange={setAdding}
        current={items}
        onPick={(tagId) => assign.mutateAsync({ tagId, targets: target })}
      />
    </section>
  );
}
