import { Alert, AlertTitle, Button } from "@tprm/ui";
import { DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session";
import { recoveryCodesFile } from "./api-key-rules";
import { CopyButton } from "./CopyButton";

/** The ten recovery codes, shown once: a warning, the codes, and buttons to copy them or save them as a .txt file. */
export function RecoveryCodesPanel({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation(["account", "common"]);
  const { data: me } = useSession();
  const text = recoveryCodesFile(codes, t("account:twoFactor.codesFileHeading", { email: me?.email ?? "" }));
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "tprm-recovery-codes.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="grid gap-4" data-testid="recovery-codes">
      <Alert variant="warning" className="text-amber-900 dark:text-amber-100">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t("account:twoFactor.codesWarning")}</AlertTitle>
      </Alert>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border bg-muted px-4 py-3 font-mono text-sm"
        aria-label={t("account:twoFactor.codesTitle")}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label={t("account:twoFactor.copyCodes")} testId="copy-recovery-codes" />
        <Button variant="outline" size="sm" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          {t("account:twoFactor.downloadCodes")}
        </Button>
      </div>
    </div>
  );
}
