import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ROLES } from "@tprm/api/permissions";
import { createUserInput } from "@tprm/api/schemas";
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  NativeSelect,
} from "@tprm/ui";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
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
      onError: (error) => toast.error(errorMessage(error, "The account could not be created.")),
    }),
  );

  const onSubmit = form.handleSubmit((values) => create.mutate(values));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset(EMPTY);
          create.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          Create user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create user</DialogTitle>
          <DialogDescription>The account is active at once with the role you choose.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {create.isError && (
            <Alert variant="destructive">
              <AlertDescription>{errorMessage(create.error, "The account could not be created.")}</AlertDescription>
            </Alert>
          )}
          <div className="grid grid-cols-2 gap-4">
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
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create user"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
