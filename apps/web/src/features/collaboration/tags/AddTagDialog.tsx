import { useMutation, useQuery } from "@tanstack/react-query";
import type { RecordTag, TagColour } from "@tprm/api/schemas";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  NativeSelect,
} from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
import { TagChip } from "../../../components/TagChip";
import { TAG_PALETTE } from "../../../components/tag-colours";
import { useTRPC } from "../../../lib/trpc";

export interface AddTagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tags the record carries already (not offered again). */
  current: readonly RecordTag[];
  /** Applies the chosen tag (an existing one or one just created). */
  onPick: (tagId: string) => Promise<unknown>;
}

/**
 * Picks a tag to add: the organisation's tags filtered as one types, and "Create" when no tag has the typed name
 * (anyone who may tag a record may create a tag; its colour from the palette).
 */
export function AddTagDialog({ open, onOpenChange, current, onPick }: AddTagDialogProps) {
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const [query, setQuery] = useState("");
  const [colour, setColour] = useState<TagColour>("blue");
  const [busy, setBusy] = useState(false);
  const searchId = useId();
  const colourId = useId();
  const tags = useQuery({ ...trpc.tags.list.queryOptions({}), enabled: open });
  const create = useMutation(trpc.tags.create.mutationOptions());

  const taken = new Set(current.map((tag) => tag.id));
  const term = query.trim().toLowerCase();
  const offered = (tags.data?.items ?? []).filter((tag) => !taken.has(tag.id) && tag.name.toLowerCase().includes(term));
  const exact = (tags.data?.items ?? []).some((tag) => tag.name.toLowerCase() === term);

  const close = (next: boolean) => {
    if (!next) setQuery("");
    onOpenChange(next);
  };

  const pick = async (tagId: string) => {
    setBusy(true);
    try {
      await onPick(tagId);
      close(false);
    } catch (error) {
      toast.error(errorText(t, error, t("collaboration:tags.applyFailed")));
    } finally {
      setBusy(false);
    }
  };

  const createAndPick = async () => {
    setBusy(true);
    try {
      const tag = await create.mutateAsync({ name: query.trim(), colour });
      await onPick(tag.id);
      close(false);
    } catch (error) {
      toast.error(errorText(t, error, t("collaboration:tags.createFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" data-testid="add-tag-dialog">
        <DialogHeader>
          <DialogTitle>{t("collaboration:tags.addTitle")}</DialogTitle>
          <DialogDescription>{t("collaboration:tags.addDescription")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={searchId}>{t("collaboration:tags.searchLabel")}</Label>
          <Input
            id={searchId}
            value={query}
            maxLength={50}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("collaboration:tags.searchPlaceholder")}
            data-testid="tag-search"
          />
        </div>
        <ul className="grid max-h-60 gap-1 overflow-y-auto" aria-label={t("collaboration:tags.available")}>
          {tags.isPending && <li className="text-muted-foreground text-sm">{t("collaboration:tags.loading")}</li>}
          {offered.map((tag) => (
            <li key={tag.id}>
              <button
                type="button"
                disabled={busy}
                onClick={() => pick(tag.id)}
                className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                data-testid="tag-option"
              >
                <TagChip name={tag.name} colour={tag.colour} description={tag.description} />
                <span className="text-muted-foreground text-xs">
                  {t("collaboration:tags.usage", { count: tag.usage })}
                </span>
              </button>
            </li>
          ))}
          {!tags.isPending && offered.length === 0 && !term && (
            <li className="text-muted-foreground text-sm">{t("collaboration:tags.noneYet")}</li>
          )}
        </ul>
        {term && !exact && (
          <div className="grid gap-2 rounded-md border p-3">
            <Label htmlFor={colourId}>{t("collaboration:tags.colour")}</Label>
            <NativeSelect id={colourId} value={colour} onChange={(e) => setColour(e.target.value as TagColour)}>
              {TAG_PALETTE.map((c) => (
                <option key={c} value={c}>
                  {t(`collaboration:tags.colours.${c}`)}
                </option>
              ))}
            </NativeSelect>
            <Button type="button" onClick={createAndPick} disabled={busy} data-testid="create-tag">
              <PlusIcon aria-hidden="true" />
              {t("collaboration:tags.create", { name: query.trim() })}
            </Button>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t("collaboration:tags.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
