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

const OPTIONS: ReadonlyArray<{ value: Theme; label: string; Icon: typeof SunIcon }> = [
  { value: "light", label: "layout:theme.light", Icon: SunIcon },
  { value: "dark", label: "layout:theme.dark", Icon: MoonIcon },
  { value: "system", label: "layout:theme.system", Icon: MonitorIcon },
];

export function ThemeMenu() {
  const { t } = useTranslation("layout");
  const { theme, resolvedTheme, setTheme } = useTheme();
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
          <DropdownMenuItem key={value} onSelect={() => setTheme(value)}>
            <Icon aria-hidden="true" />
            {t(label)}
            {theme === value && <CheckIcon aria-label={t("layout:theme.selected")} className="ml-auto" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
