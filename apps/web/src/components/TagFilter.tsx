import { useQuery } from "@tanstack/react-query";
import { cn, Label, NativeSelect } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../lib/trpc";

export interface TagFilterProps {
  /** The chosen tag's id; undefined for every record. */
  value: string | undefined;
  onChange: (tagId: string | undefined) => void;
  className?: string;
}

/** A register's tag filter: every tag of the organisation by name, or all records (the list's `tagId`). */
export function TagFilter({ value, onChange, className }: TagFilterProps) {
  const { t } = useTranslation(["collaboration"]);
  const trpc = useTRPC();
  const id = useId();
  const tags = useQuery(trpc.tags.list.queryOptions({}));
  const items = tags.data?.items ?? [];
  return (
    <div className={cn("grid gap-1", className)}>
      <Label htmlFor={id}>{t("collaboration:tags.filterLabel")}</Label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        data-testid="tag-filter"
        className="min-w-40"
      >
        <option value="">{t("collaboration:tags.filterAll")}</option>
        {/* A tag chosen by a link but deleted since stays named so the control says what the list shows. */}
        {value && tags.data && !items.some((tag) => tag.id === value) && (
          <option value={value}>{t("collaboration:tags.filterUnknown")}</option>
        )}
        {items.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
