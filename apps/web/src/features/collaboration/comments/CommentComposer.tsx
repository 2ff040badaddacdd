import { useQuery } from "@tanstack/react-query";
import type { CommentRecordType } from "@tprm/api/schemas";
import { Button, Textarea } from "@tprm/ui";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ComboboxOption } from "../../../components/combobox-parts";
import { roleName } from "../../../components/role-names";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

const MAX = 10_000;

/** The "@word" being typed just before the caret, if any. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([^\s@[\]()]{0,40})$/.exec(text.slice(0, caret));
  return m ? { start: caret - m[2]!.length - 1, query: m[2]! } : null;
}

/** Whether every word typed after "@" is part of the name, whatever the case. */
export function namesMatch(name: string, query: string): boolean {
  const lower = name.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => lower.includes(word));
}

export interface CommentComposerProps {
  entityType: CommentRecordType;
  entityId: string;
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  onSubmit: (body: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The comment box: markdown text, and "@" offers the colleagues who may view the record (arrow keys and Enter, or a
 * click); a chosen colleague is written @[Name](id), so the mention names one account.
 */
export function CommentComposer(props: CommentComposerProps) {
  const { entityType, entityId, label, submitLabel, initial = "", busy, onSubmit, onCancel, autoFocus, testId } = props;
  const { t } = useTranslation(["collaboration", "common"]);
  const trpc = useTRPC();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const mention = mentionQueryAt(body, caret);
  const query = useDebouncedValue(mention?.query ?? "", 200);
  const candidates = useQuery({
    ...trpc.comments.mentionCandidates.queryOptions({ entityType, entityId, q: query }),
    enabled: mention !== null,
  });
  // The server's answer may be for an earlier, shorter query (it is debounced): offer only names matching what is
  // typed now, so Enter never picks someone the words typed do not name.
  const options = mention ? (candidates.data ?? []).filter((u) => namesMatch(u.name, mention.query)) : [];

  const choose = (user: { id: string; name: string }) => {
    if (!mention) return;
    const insert = `@[${user.name}](${user.id}) `;
    const next = body.slice(0, mention.start) + insert + body.slice(caret);
    const at = mention.start + insert.length;
    setBody(next);
    setCaret(at);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(at, at);
    });
  };

  const submit = () => {
    const text = body.trim();
    if (!text) return setError(t("collaboration:comments.required"));
    if (text.length > MAX) return setError(t("collaboration:comments.tooLong", { max: MAX }));
    setError(null);
    onSubmit(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (options.length) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        setActive((i) => (i + (e.key === "ArrowDown" ? 1 : options.length - 1)) % options.length);
        return;
      }
      if (e.key === "Enter" || e.key === "Tab") {
        e.preventDefault();
        choose(options[Math.min(active, options.length - 1)]!);
        return;
      }
      if (e.key === "Escape") {
        e.preventDefault();
        setCaret(-1);
        return;
      }
    }
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  const listId = `${id}-mentions`;
  return (
    <form
      className="grid gap-2"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Textarea
          ref={area}
          id={`${id}-body`}
          value={body}
          placeholder={t("collaboration:comments.placeholder")}
          autoFocus={autoFocus}
          rows={3}
          maxLength={MAX + 100}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? `${listId}-${Math.min(active, options.length - 1)}` : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setCaret(e.target.selectionStart);
            setActive(0);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {mention && (
          <div
            className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
            data-testid="mention-picker"
          >
            <p className="px-2 py-1 text-muted-foreground text-xs">{t("collaboration:comments.mentionLabel")}</p>
            <div id={listId} role="listbox" aria-label={t("collaboration:comments.mentionLabel")}>
              {options.map((u, i) => (
                <ComboboxOption
                  key={u.id}
                  id={`${listId}-${i}`}
                  name={u.name}
                  active={i === active}
                  onHover={() => setActive(i)}
                  onPick={() => choose(u)}
                >
                  <span className="text-muted-foreground text-xs">{roleName(t, u.role)}</span>
                </ComboboxOption>
              ))}
            </div>
            {candidates.isSuccess && !options.length && (
              <p className="px-2 py-1 text-sm">{t("collaboration:comments.mentionNone", { query: mention.query })}</p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t("collaboration:comments.markdownHint")}
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
              {t("collaboration:comments.cancel")}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
