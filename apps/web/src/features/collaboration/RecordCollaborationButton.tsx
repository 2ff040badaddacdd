import type { CommentRecordType } from "@tprm/api/schemas";
import { Button, Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@tprm/ui";
import { MessageSquareIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordCollaboration } from "./RecordCollaboration";

/**
 * For records shown as a table row without a detail view of their own (procedures, invoices): a button opening the
 * record's tags and comments in a side sheet.
 */
export function RecordCollaborationButton({
  entityType,
  entityId,
  name,
}: {
  entityType: CommentRecordType;
  entityId: string;
  name: string;
}) {
  const { t } = useTranslation("collaboration");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setOpen(true)}
        aria-label={t("collaboration:record.openFor", { name })}
        title={t("collaboration:record.tab")}
        data-testid="record-collaboration-open"
      >
        <MessageSquareIcon aria-hidden="true" />
      </Button>
      {open && (
        <Sheet open onOpenChange={(next) => !next && setOpen(false)}>
          <SheetContent className="gap-0 sm:max-w-2xl">
            <SheetHeader className="pb-4">
              <SheetTitle>{t("collaboration:record.tab")}</SheetTitle>
              <SheetDescription>{name}</SheetDescription>
            </SheetHeader>
            <SheetBody className="overflow-y-auto pb-6">
              <RecordCollaboration entityType={entityType} entityId={entityId} />
            </SheetBody>
          </SheetContent>
        </Sheet>
      )}
    </>
  );
}
