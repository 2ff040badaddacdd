import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  type Theme,
  useTheme,
} from "@tprm/ui";
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SESSION_QUERY_KEY, type SessionUser, useSession } from "../lib/session";
import { useTRPC } from "../lib/trpc";

const OPTIONS: ReadonlyArray<{ value: Theme; label: string; Icon: typeof SunIcon }> = [
  { value: "light", label: "layout:theme.light", Icon: SunIcon },
  { value: "dark", label: "layout:theme.dark", Icon: MoonIcon },
  { value: "system", label: "layout:theme.system", Icon: MonitorIcon },
];

/**
 * The theme, switched at once and saved as the account's (settings.theme, "auto" for the system's), so the next
 * sign-in on any device opens in it. Saving quietly: if it fails, the theme still applies on this page.
 */
function useSaveTheme() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const save = useMutation(trpc.users.updateSettings.mutationOptions());
  return (value: Theme) => {
    if (!user?.settings) return;
    const settings = { ...user.settings, theme: value === "system" ? ("auto" as const) : value };
    save.mutate(settings, {
      onSuccess: (saved) =>
        queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (old) =>
          old ? { ...old, settings: saved } : old,
        ),
    });
  };
}

export function ThemeMenu() {
  const { t } = useTranslation("layout");
  const { theme, resolvedTheme, setTheme } = useTheme();
  const saveTheme = useSaveTheme();
  const Current = resolvedTheme === "dark" ? MoonIcon : SunIcon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t("layout:theme.label")}
        data-testid="theme-menu"
        className="inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70"
      >
        <Current aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("layout:theme.label")}</DropdownMenuLabel>
        {OPTIONS.map(({ value, label, Icon }) => (
          <DropdownMenuItem
            key={value}
            onSelect={() => {
              setTheme(value);
              saveTheme(value);
            }}
          >
            <Icon aria-hidden="true" />
            {t(label)}
            {theme === value && <CheckIcon aria-label={t("layout:theme.selected")} className="ml-auto" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
