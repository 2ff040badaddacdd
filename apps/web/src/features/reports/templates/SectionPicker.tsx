import { REPORT_SECTION_IDS } from "@tprm/api/schemas";
import { Button, Checkbox, cn, FormMessage, Label } from "@tprm/ui";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { moveSection, orderedSections } from "./template-form";

/**
 * The template's sections: tick the ones it holds; the ticked ones stand first, in the order the report shows them,
 * each movable up or down.
 */
export function SectionPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (sections: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(["reports"]);
  const id = useId();
  const label = (section: string) => t(`reports:sections.${section}`);
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      aria-invalid={error ? true : undefined}
      data-testid="section-picker"
    >
      <legend className={cn("mb-2 text-sm font-medium leading-none", error && "text-destructive")}>
        {t("reports:templateDialog.sections")}
        <span aria-hidden="true" className="ml-1 text-destructive">
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("reports:templateDialog.sectionsHint")}
      </p>
      <ol className="grid gap-1.5">
        {orderedSections(REPORT_SECTION_IDS, value).map((section) => {
          const index = value.indexOf(section);
          const chosen = index >= 0;
          const boxId = `${id}-${section}`;
          return (
            <li
              key={section}
              className={cn(
                "flex items-center gap-2 rounded-md border px-2 py-1",
                chosen && "border-primary/40 bg-primary/5",
              )}
            >
              <Checkbox
                id={boxId}
                checked={chosen}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...value, section] : value.filter((s) => s !== section))
                }
              />
              <Label htmlFor={boxId} className="flex-1 py-1">
                {chosen && <span className="tabular-nums text-muted-foreground">{index + 1}.</span>}
                {label(section)}
              </Label>
              {chosen && (
                <span className="flex gap-0.5">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === 0}
                    aria-label={t("reports:templateDialog.moveUp", { section: label(section) })}
                    onClick={() => onChange(moveSection(value, section, -1))}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === value.length - 1}
                    aria-label={t("reports:templateDialog.moveDown", { section: label(section) })}
                    onClick={() => onChange(moveSection(value, section, 1))}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {error && <FormMessage id={`${id}-error`}>{error}</FormMessage>}
    </fieldset>
  );
}
