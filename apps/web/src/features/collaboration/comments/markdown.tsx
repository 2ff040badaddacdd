// A comment's markdown, rendered as React elements — never as HTML, so nothing typed can become markup or script.
// The safe subset people write in a comment: paragraphs and line breaks, **bold**, _italic_ / *italic*, `code`,
// "- " and "1. " lists, [links](https://…) (http, https and mailto only; anything else stays text) and mentions
// written @[Name](user-id) by the comment box, shown as the name.
import type { ReactNode } from "react";

type Inline = ReactNode[];

const INLINE =
  /@\[([^\]\n]{1,200})\]\(([0-9a-f-]{36})\)|\[([^\]\n]{1,500})\]\(([^)\s]{1,2000})\)|\*\*([^*\n]+)\*\*|`([^`\n]+)`|(?<![\w*])[*_]([^*_\n]+)[*_](?![\w*])/gi;

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** The inline marks of one line of text. */
export function renderInline(text: string, key = "i"): Inline {
  const out: Inline = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const k = `${key}-${n++}`;
    if (m[1] !== undefined) {
      out.push(
        <span
          key={k}
          className="rounded bg-blue-100 px-1 font-medium text-blue-800 dark:bg-blue-500/20 dark:text-blue-200"
          data-mention={m[2]}
        >
          @{m[1]}
        </span>,
      );
    } else if (m[3] !== undefined && m[4] !== undefined) {
      out.push(
        SAFE_LINK.test(m[4]) ? (
          <a key={k} href={m[4]} target="_blank" rel="noopener noreferrer nofollow" className="underline">
            {m[3]}
          </a>
        ) : (
          m[0]
        ),
      );
    } else if (m[5] !== undefined) {
      out.push(<strong key={k}>{renderInline(m[5], k)}</strong>);
    } else if (m[6] !== undefined) {
      out.push(
        <code key={k} className="rounded bg-muted px-1 font-mono text-[0.9em]">
          {m[6]}
        </code>,
      );
    } else if (m[7] !== undefined) {
      out.push(<em key={k}>{m[7]}</em>);
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block = { kind: "p"; lines: string[] } | { kind: "ul" | "ol"; items: string[] };

export function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d{1,3}[.)]\s+(.*)$/.exec(line);
    const prev = blocks.at(-1);
    if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      const item = (bullet ?? numbered)![1]!;
      if (prev && prev.kind === kind) prev.items.push(item);
      else blocks.push({ kind, items: [item] });
    } else if (!line.trim()) {
      blocks.push({ kind: "p", lines: [] });
    } else if (prev?.kind === "p") {
      prev.lines.push(line);
    } else {
      blocks.push({ kind: "p", lines: [line] });
    }
  }
  return blocks.filter((b) => (b.kind === "p" ? b.lines.length > 0 : true));
}

export function Markdown({ source }: { source: string }) {
  // Parts of a fixed text have no identity but their place: number them in order.
  let n = 0;
  const next = () => `m${n++}`;
  return (
    <div className="grid gap-2 break-words text-sm leading-relaxed">
      {blocksOf(source).map((block) => {
        const key = next();
        if (block.kind === "p") {
          const parts: ReactNode[] = [];
          block.lines.forEach((line, i) => {
            if (i > 0) parts.push(<br key={next()} />);
            parts.push(...renderInline(line, next()));
          });
          return <p key={key}>{parts}</p>;
        }
        const List = block.kind;
        const items = block.items.map((item) => ({ key: next(), item }));
        return (
          <List key={key} className={block.kind === "ul" ? "list-disc ps-5" : "list-decimal ps-5"}>
            {items.map(({ key: itemKey, item }) => (
              <li key={itemKey}>{renderInline(item, itemKey)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
