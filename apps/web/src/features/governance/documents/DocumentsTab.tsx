import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { allows, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import { Button, Label, SearchInput } from "@tprm/ui";
import { FolderPlusIcon, PlusIcon } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useFilterBar } from "../../../components/FilterSearch";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { CategoryCards } from "./CategoryCards";
import { CategoryFormDialog } from "./CategoryFormDialog";
import { ComplianceFigures } from "./ComplianceFigures";
import { DocumentDetailDialog } from "./DocumentDetailDialog";
import { DocumentFormDialog } from "./DocumentFormDialog";
import { DocumentsTable } from "./DocumentsTable";
import { type DocumentsView, documentsListInput, documentsViewOf, documentsViewParams } from "./documents-view";
import type { DocumentCategory, RepositoryDocument } from "./types";

type Editing<T> = { open: false } | { open: true; item?: T | undefined };

/**
 * The Document Repository tab (001 §2.2): the search over documents, New Document, the two compliance figures,
 * the category cards with their computed figures and Browse Documents, and the documents table (the recent ones,
 * or the browsed category's, or the search's) with View and Download. Its state lives in the URL.
 */
export default function DocumentsTab() {
  const { t } = useTranslation(["governanceDocuments"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const manage = allows(me?.role, GOVERNANCE_ACCESS.manageDocuments);
  const [params, setParams] = useSearchParams();
  const view = documentsViewOf(params);
  const change = useCallback(
    (next: Partial<DocumentsView>) => setParams((current) => documentsViewParams(current, next)),
    [setParams],
  );

  const categories = useQuery(trpc.governanceDocuments.categories.queryOptions());
  const summary = useQuery(trpc.governanceDocuments.summary.queryOptions());
  const documents = useQuery(
    trpc.governanceDocuments.list.queryOptions(documentsListInput(view), { placeholderData: keepPreviousData }),
  );

  // A page past the end (an old link, the last document of a page archived) goes to the last page there is.
  const served = documents.data?.pagination;
  const lastPage =
    served && !documents.isPlaceholderData && (documents.data?.items.length ?? 0) === 0 ? served.totalPages : null;
  const latestChange = useRef(change);
  latestChange.current = change;
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) latestChange.current({ page: lastPage });
  }, [lastPage, view.page]);

  const bar = useFilterBar(view.q, (q) => change({ q }));
  const searchId = useId();
  const [documentDialog, setDocumentDialog] = useState<Editing<RepositoryDocument>>({ open: false });
  const [categoryDialog, setCategoryDialog] = useState<Editing<DocumentCategory>>({ open: false });
  const [viewing, setViewing] = useState<RepositoryDocument | null>(null);
  const onView = useCallback((d: RepositoryDocument) => setViewing(d), []);
  const browsed = categories.data?.find((c) => c.id === view.category) ?? null;
  const tableRef = useRef<HTMLDivElement>(null);

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="documents-tab">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:w-96">
          <Label htmlFor={searchId}>{t("governanceDocuments:search.label")}</Label>
          <SearchInput
            id={searchId}
            placeholder={t("governanceDocuments:search.placeholder")}
            value={bar.search}
            onChange={(e) => bar.setSearch(e.target.value)}
            data-testid="documents-search"
          />
        </div>
        {manage && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setCategoryDialog({ open: true })} data-testid="new-category">
              <FolderPlusIcon aria-hidden="true" />
              {t("governanceDocuments:actions.newCategory")}
            </Button>
            <Button
              onClick={() => setDocumentDialog({ open: true })}
              disabled={!categories.data?.length}
              title={categories.data?.length ? undefined : t("governanceDocuments:actions.needCategory")}
              data-testid="new-document"
            >
              <PlusIcon aria-hidden="true" />
              {t("governanceDocuments:actions.newDocument")}
            </Button>
          </div>
        )}
      </div>
      <ComplianceFigures query={summary} />
      <section className="grid gap-3" aria-labelledby={`${searchId}-categories`}>
        <h2 id={`${searchId}-categories`} className="text-lg font-semibold">
          {t("governanceDocuments:categories.title")}
        </h2>
        <CategoryCards
          query={categories}
          browsing={view.category}
          onBrowse={(category) => {
            change({ category: category.id, q: "", status: null, compliance: null });
            tableRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
          }}
          onEdit={manage ? (category) => setCategoryDialog({ open: true, item: category }) : undefined}
        />
      </section>
      <div ref={tableRef} className="scroll-mt-4">
        <DocumentsTable
          query={documents}
          view={view}
          categoryName={browsed?.name ?? null}
          onViewChange={change}
          onView={onView}
        />
      </div>
      {documentDialog.open && (
        <DocumentFormDialog
          open
          onOpenChange={(open) => !open && setDocumentDialog({ open: false })}
          document={documentDialog.item}
          categories={categories.data ?? []}
          categoryId={view.category}
        />
      )}
      {categoryDialog.open && (
        <CategoryFormDialog
          open
          onOpenChange={(open) => !open && setCategoryDialog({ open: false })}
          category={categoryDialog.item}
        />
      )}
      <DocumentDetailDialog
        document={viewing}
        onClose={() => setViewing(null)}
        onEdit={
          manage
            ? (d) => {
                setViewing(null);
                setDocumentDialog({ open: true, item: d });
              }
            : undefined
        }
      />
    </div>
  );
}
