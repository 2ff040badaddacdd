import { useCallback } from "react";
import { useSearchParams } from "react-router";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A register's tag filter in the URL (?tag=<id>), beside the register's own filters, so Back, reload and a shared link
 * keep it. Choosing a tag starts the list at its first page.
 */
export function useTagParam(): [string | undefined, (tagId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tag") ?? "";
  const tagId = UUID.test(raw) ? raw.toLowerCase() : undefined;
  const setTag = useCallback(
    (next: string | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("tag", next);
        else updated.delete("tag");
        updated.delete("page");
        return updated;
      }),
    [setParams],
  );
  return [tagId, setTag];
}
