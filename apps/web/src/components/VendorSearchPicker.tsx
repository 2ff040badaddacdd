import { useCallback } from "react";
import { countryName } from "../lib/countries";
import { useTRPCClient } from "../lib/trpc";
import { type PickerOption, SearchPicker } from "./SearchPicker";

/**
 * A vendor of the register, found by name, legal name or LEI (vendors.search), shown with its country: the vendor
 * filter of a list. Nothing is searched until something is typed; typed text not picked is cleared on leaving.
 */
export function VendorSearchPicker({
  id,
  value,
  onChange,
  texts,
}: {
  id?: string;
  value: PickerOption | null;
  onChange: (vendor: PickerOption | null) => void;
  /** The list's name, the box's placeholder and the clear button's name, already in words. */
  texts: { list: string; placeholder: string; clear: string };
}) {
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) =>
      term
        ? {
            queryKey: ["vendors", "searchPicker", term],
            queryFn: async () =>
              (await client.vendors.search.query({ q: term, limit: 10 })).map((vendor) => ({
                id: vendor.id,
                name: vendor.name,
                detail: vendor.country ? countryName(vendor.country) : null,
              })),
          }
        : null,
    [client],
  );
  return (
    <SearchPicker
      id={id}
      value={value}
      onChange={onChange}
      source={source}
      clearUnpickedOnBlur
      listLabel={texts.list}
      placeholder={texts.placeholder}
      clearLabel={texts.clear}
    />
  );
}
