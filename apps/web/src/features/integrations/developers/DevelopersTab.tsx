import { Card, CardContent, CardDescription, CardHeader } from "@tprm/ui";
import { BookOpenIcon, ExternalLinkIcon, FileJsonIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/CopyButton";
import { API_EXAMPLES, curlCommand } from "./curl-examples";

const linkClass =
  "inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4 hover:no-underline";

/** The API reference (/api/docs, the OpenAPI document) and copy-paste curl examples for the common calls. */
export function DevelopersTab() {
  const { t } = useTranslation(["integrations", "common"]);
  const origin = window.location.origin;
  return (
    <div className="grid gap-6">
      <Card className="min-w-0" data-testid="api-reference-card">
        <CardHeader>
          <h2 className="font-semibold leading-none">{t("integrations:developers.referenceTitle")}</h2>
          <CardDescription>{t("integrations:developers.referenceText")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <a href="/api/docs" target="_blank" rel="noreferrer" className={linkClass} data-testid="api-docs-link">
            <BookOpenIcon aria-hidden="true" className="size-4" />
            {t("integrations:developers.openReference")}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </a>
          <a href="/api/openapi.json" target="_blank" rel="noreferrer" className={linkClass}>
            <FileJsonIcon aria-hidden="true" className="size-4" />
            {t("integrations:developers.openApi")}
          </a>
          <a href="/api/docs#/Webhooks" target="_blank" rel="noreferrer" className={linkClass}>
            <ShieldCheckIcon aria-hidden="true" className="size-4" />
            {t("integrations:developers.webhookDocs")}
          </a>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <h2 className="font-semibold leading-none">{t("integrations:developers.examplesTitle")}</h2>
          <CardDescription>{t("integrations:developers.examplesText")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {API_EXAMPLES.map((example) => {
            const command = curlCommand(example, origin);
            const title = t(`integrations:developers.examples.${example.id}.title`);
            return (
              <section key={example.id} className="grid min-w-0 gap-2" data-testid={`curl-${example.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`curl-title-${example.id}`} className="text-sm font-semibold">
                    {title}
                  </h3>
                  <CopyButton
                    text={command}
                    label={t("integrations:developers.copy")}
                    context={title}
                    copiedLabel={t("integrations:copied")}
                    failedLabel={t("integrations:copyFailed")}
                    testId={`copy-${example.id}`}
                  />
                </div>
                <p className="text-sm text-muted-foreground">
                  {t(`integrations:developers.examples.${example.id}.text`)}
                </p>
                <section
                  className="max-w-full overflow-x-auto rounded-md bg-muted p-3"
                  aria-labelledby={`curl-title-${example.id}`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways on a phone; a scrolling region must be reachable by keyboard
                  tabIndex={0}
                >
                  <pre className="text-xs leading-relaxed">
                    <code data-testid="curl-command">{command}</code>
                  </pre>
                </section>
              </section>
            );
          })}
        </CardContent>
      </Card>
    </div>
  );
}
