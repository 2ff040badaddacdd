import { Button, FormField, Input } from "@tprm/ui";
import { Trash2Icon } from "lucide-react";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PickerOption } from "../../../components/SearchPicker";
import { UserSearchPicker } from "../../../components/UserSearchPicker";

export interface MemberValues {
  id?: string;
  name: string;
  role: string;
  department: string;
  /** The member's account on the platform, if any: linked members may decide on arrangements sent to the committee. */
  userId: string | null;
  /** The account's name, for the picker to show (not sent). */
  userName: string;
}

interface WithMembers {
  members: MemberValues[];
}

/** One member of the committee form: name, role, department, and optionally the platform user they are. */
export function MemberFields<T extends WithMembers>({
  form: anyForm,
  index: i,
  busy,
  onRemove,
}: {
  form: UseFormReturn<T>;
  index: number;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(["governanceCommittees"]);
  const form = anyForm as unknown as UseFormReturn<WithMembers>;
  const errors = form.formState.errors as FieldErrors<WithMembers>;
  return (
    <div
      className="grid items-start gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
      data-testid="committee-member"
    >
      <FormField
        label={t("governanceCommittees:fields.memberName")}
        error={errors.members?.[i]?.name ? { message: t("governanceCommittees:errors.memberNameRequired") } : undefined}
        required
      >
        {(field) => <Input {...field} autoComplete="off" disabled={busy} {...form.register(`members.${i}.name`)} />}
      </FormField>
      <FormField label={t("governanceCommittees:fields.memberRole")}>
        {(field) => <Input {...field} autoComplete="off" disabled={busy} {...form.register(`members.${i}.role`)} />}
      </FormField>
      <FormField label={t("governanceCommittees:fields.memberDepartment")}>
        {(field) => (
          <Input {...field} autoComplete="off" disabled={busy} {...form.register(`members.${i}.department`)} />
        )}
      </FormField>
      <Button
        variant="ghost"
        size="icon"
        className="order-last justify-self-end sm:order-none sm:mt-6 sm:justify-self-auto"
        onClick={onRemove}
        disabled={busy}
        aria-label={t("governanceCommittees:fields.removeMember", { number: i + 1 })}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
      <FormField
        className="sm:col-span-3"
        label={t("governanceCommittees:fields.memberUser")}
        description={t("governanceCommittees:fields.memberUserHint")}
        error={
          errors.members?.[i]?.userId ? { message: t("governanceCommittees:errors.memberUserUnknown") } : undefined
        }
      >
        {(field) => (
          <Controller
            control={form.control}
            name={`members.${i}.userId`}
            render={({ field: user }) => {
              const userName = form.watch(`members.${i}.userName`);
              const value: PickerOption | null = user.value ? { id: user.value, name: userName } : null;
              return (
                <UserSearchPicker
                  {...field}
                  value={value}
                  onChange={(picked) => {
                    user.onChange(picked?.id ?? null);
                    form.setValue(`members.${i}.userName`, picked?.name ?? "");
                    // A member without a name yet takes the account's.
                    if (picked && !form.getValues(`members.${i}.name`).trim())
                      form.setValue(`members.${i}.name`, picked.name, { shouldValidate: true });
                  }}
                  clearUnpickedOnBlur
                  texts={{
                    list: t("governanceCommittees:fields.memberUserList"),
                    placeholder: t("governanceCommittees:fields.memberUserPlaceholder"),
                    clear: t("governanceCommittees:fields.memberUserClear", { number: i + 1 }),
                  }}
                />
              );
            }}
          />
        )}
      </FormField>
    </div>
  );
}
