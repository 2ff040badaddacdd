import { useMutation, useQuery } from "@tanstack/react-query";
import type { TagColour, TagOutput } from "@tprm/api/schemas";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, NativeSelect } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { errorText } from "../../components/error-text";
import { TagChip } from "../../components/TagChip";
import { TAG_PALETTE } from "../../components/tag-colours";
import { useTRPC } from "../../lib/trpc";

/** A tag as the list answers it (its creation time arrives as text). */
type ListedTag = Omit<TagOutput, "createdAt">;

/** The Admin's tags: rename, recolour and delete (a deleted tag leaves every record it was on). */
export function TagsManager() {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const tags = useQuery(trpc.tags.list.queryOptions({}));
  const [deleting, setDeleting] = useState<ListedTag | null>(null);
  const remove = useMutation(
    trpc.tags.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("collaboration:tags.manager.deleted"));
        setDeleting(null);
      },
      onError: (error) => toast.error(errorText(t, error, t("collaboration:tags.manager.deleteFailed"))),
    }),
  );

  return (
    <Card data-testid="tags-manager">
      <CardHeader>
        <CardTitle>{t("collaboration:tags.manager.title")}</CardTitle>
        <CardDescription>{t("collaboration:tags.manager.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {tags.isError && <p className="text-destructive text-sm">{t("collaboration:tags.loadFailed")}</p>}
        {tags.data?.items.length === 0 && (
          <p className="text-muted-foreground text-sm">{t("collaboration:tags.noneYet")}</p>
        )}
        {!!tags.data?.items.length && (
          <ul className="grid divide-y" aria-label={t("collaboration:tags.manager.title")}>
            {tags.data.items.map((tag) => (
              <TagRow key={tag.id} tag={tag} onDelete={() => setDeleting(tag)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("collaboration:tags.manager.confirmTitle", { name: deleting?.name ?? "" })}
        description={t("collaboration:tags.manager.confirmBody", { count: deleting?.usage ?? 0 })}
        confirmLabel={t("collaboration:tags.manager.delete")}
        cancelLabel={t("collaboration:tags.close")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </Card>
  );
}

function TagRow({ tag, onDelete }: { tag: ListedTag; onDelete: () => void }) {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const [name, setName] = useState(tag.name);
  const [colour, setColour] = useState<TagColour>(tag.colour);
  const update = useMutation(
    trpc.tags.update.mutationOptions({
      onSuccess: () => toast.success(t("collaboration:tags.manager.saved")),
      onError: (error) => toast.error(errorText(t, error, t("collaboration:tags.manager.saveFailed"))),
    }),
  );
  const changed = name.trim() !== tag.name || colour !== tag.colour;
  return (
    <li
      className="grid items-center gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_9rem_minmax(0,12rem)_auto] sm:gap-3"
      data-testid="tag-row"
    >
      <Input
        aria-label={t("collaboration:tags.manager.nameOf", { name: tag.name })}
        value={name}
        maxLength={50}
        onChange={(e) => setName(e.target.value)}
      />
      <NativeSelect
        aria-label={t("collaboration:tags.manager.colourOf", { name: tag.name })}
        value={colour}
        onChange={(e) => setColour(e.target.value as TagColour)}
      >
        {TAG_PALETTE.map((c) => (
          <option key={c} value={c}>
            {t(`collaboration:tags.colours.${c}`)}
          </option>
        ))}
      </NativeSelect>
      <div className="flex flex-wrap items-center gap-2">
        <TagChip name={name.trim() || tag.name} colour={colour} className="max-w-48" />
        <span className="text-muted-foreground text-xs">{t("collaboration:tags.usage", { count: tag.usage })}</span>
      </div>
      <div className="flex gap-2 sm:justify-end">
        <Button
          size="sm"
          disabled={!changed || !name.trim() || update.isPending}
          onClick={() => update.mutate({ id: tag.id, name: name.trim(), colour })}
        >
          {t("collaboration:tags.manager.save")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete}>
          {t("collaboration:tags.manager.delete")}
        </Button>
      </div>
    </li>
  );
}
