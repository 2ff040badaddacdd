import { NativeSelect } from "@tprm/ui";
import type { PickerOption } from "./SearchPicker";

/**
 * A person filter for a role that may not search the user directory: anyone, or "me" (the signed-in user). A person
 * the filter already names (from a link) stays shown by name until changed.
 */
export function MeFilterSelect({
  id,
  value,
  meId,
  onChange,
  anyoneLabel,
  meLabel,
}: {
  id: string;
  value: PickerOption | null;
  meId: string | undefined;
  /** The person's id, or "" for anyone. */
  onChange: (personId: string) => void;
  anyoneLabel: string;
  meLabel: string;
}) {
  return (
    <NativeSelect
      id={id}
      value={value ? (value.id === meId ? "me" : "other") : ""}
      onChange={(e) => onChange(e.target.value === "me" && meId ? meId : "")}
    >
      <option value="">{anyoneLabel}</option>
      {meId && <option value="me">{meLabel}</option>}
      {value && value.id !== meId && <option value="other">{value.name}</option>}
    </NativeSelect>
  );
}
