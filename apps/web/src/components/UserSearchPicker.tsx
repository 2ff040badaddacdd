import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useTRPCClient } from "../lib/trpc";
import { roleName } from "./role-names";
import { type PickerOption, SearchPicker } from "./SearchPicker";

/** One of the platform's active users, found by name or role (users.directory), shown with the role. */
export function UserSearchPicker({
  value,
  onChange,
  texts,
  clearUnpickedOnBlur,
  ...control
}: {
  value: PickerOption | null;
  onChange: (user: PickerOption | null) => void;
  /** The list's name, the box's placeholder and the clear button's name, already in words. */
  texts: { list: string; placeholder: string; clear: string };
  clearUnpickedOnBlur?: boolean;
  id?: string;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
  "aria-required"?: boolean | undefined;
  "aria-label"?: string;
}) {
  const { t } = useTranslation(["common"]);
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) => ({
      queryKey: ["users", "searchPicker", term],
      queryFn: async () =>
        (await client.users.directory.query({ search: term || undefined, limit: 20 })).map((user) => ({
          id: user.id,
          name: user.name,
          detail: roleName(t, user.role),
        })),
    }),
    [client, t],
  );
  return (
    <SearchPicker
      {...control}
      value={value}
      onChange={onChange}
      source={source}
      clearUnpickedOnBlur={clearUnpickedOnBlur}
      listLabel={texts.list}
      placeholder={texts.placeholder}
      clearLabel={texts.clear}
    />
  );
}
