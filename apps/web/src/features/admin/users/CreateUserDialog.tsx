import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ROLES } from "@tprm/api/permissions";
import { createUserInput } from "@tprm/api/schemas";
import { Button, FormField, Input, NativeSelect } from "@tprm/ui";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { fullName } from "./types";

type CreateUserForm = z.input<typeof createUserInput>;
const EMPTY = { firstName: "", lastName: "", email: "", password: "", role: "" } as unknown as CreateUserForm;

/** Admin creates an active account with a role and a first password (the user changes it under Account). */
export function CreateUserDialog() {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const form = useForm<CreateUserForm, unknown, z.output<typeof createUserInput>>({
    resolver: zodResolver(createUserInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: (user) => {
        toast.success(`Account created for ${fullName(user)}.`);
        setOpen(false);
        form.reset(EMPTY);
        create.reset();
      },
      // The server's field issues (an e-mail already in use, a password it refuses) go on their fields.
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorMessage(error, "The account could not be created."));
      },
    }),
  );

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      create.reset();
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden="true" />
        Create user
      </Button>
      <FormDialog
        open={open}
        onOpenChange={close}
        title="Create user"
        description="The account is active at once with the role you choose."
        form={form}
        onSubmit={(values) => create.mutate(values)}
        busy={create.isPending}
        submitLabel="Create user"
        busyLabel="Creating…"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName} required>
            {(field) => <Input {...field} autoComplete="off" {...form.register("firstName")} />}
          </FormField>
          <FormField label="Last name" error={errors.lastName} required>
            {(field) => <Input {...field} autoComplete="off" {...form.register("lastName")} />}
          </FormField>
        </div>
        <FormField label="Email" error={errors.email} required>
          {(field) => <Input {...field} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <FormField label="Role" error={errors.role} required>
          {(field) => (
            <NativeSelect {...field} {...form.register("role")}>
              <option value="" disabled>
                Choose a role…
              </option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Initial password"
          error={errors.password}
          required
          description="At least 8 characters. Share it securely; the user can change it under Account."
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register("password")} />}
        </FormField>
      </FormDialog>
    </>
  );
}
