// The e-mail of a report run to one recipient (issue 17): the PDF attached, or, when it is larger than the attachment
// limit (reports/rules.ts REPORT_ATTACHMENT_LIMIT_BYTES), a link to it. Written in the recipient's language (en, de,
// fr, es, zh; English for an external address) with the time in their time zone, as text and HTML (every value
// escaped). Rendered by the worker's report-delivery job.
import { z } from "zod";
import { LANGUAGES, type Language } from "../schemas/settings.js";
import { escapeHtml } from "./notification-templates.js";
import type { EmailTemplate, RenderedEmail } from "./templates.js";

const TYPES = ["operational", "regulatory", "executive"] as const;
const FREQUENCIES = ["daily", "weekly", "monthly", "quarterly", "annually"] as const;
type ReportType = (typeof TYPES)[number];
type Frequency = (typeof FREQUENCIES)[number];

interface Words {
  locale: string;
  hello: (name: string | null) => string;
  types: Record<ReportType, string>;
  subject: (report: string, type: string, organisation: string) => string;
  /** "The weekly report", or "The report" for a run started by hand. */
  lead: Record<Frequency | "none", string>;
  generated: (lead: string, report: string, when: string, days: number) => string;
  attached: (pages: number, size: string) => string;
  alsoOnline: string;
  tooLarge: (pages: number, size: string) => string;
  open: string;
  /** The PDF's link answers only a signed-in browser: where to sign in first. */
  signInFirst: string;
  viaGroup: (group: string) => string;
  external: string;
  confidential: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REPORT_MAIL_WORDS: Readonly<Record<Language, Words>> = {
  en: {
    locale: "en-GB",
    hello: (name) => (name ? `Hello ${name},` : "Hello,"),
    types: { operational: "Operational", regulatory: "Regulatory", executive: "Executive" },
    subject: (r, t, o) => `${r}: ${t} report of ${o}`,
    lead: {
      none: "The report",
      daily: "The daily report",
      weekly: "The weekly report",
      monthly: "The monthly report",
      quarterly: "The quarterly report",
      annually: "The annual report",
    },
    generated: (lead, r, when, days) => `${lead} "${r}" was generated on ${when}, covering the last ${days} days.`,
    attached: (p, s) => `The report is attached as a PDF (${plural(p, "page", "pages")}, ${s}).`,
    alsoOnline: "It can also be opened in the platform:",
    tooLarge: (p, s) =>
      `The report (${plural(p, "page", "pages")}, ${s}) is too large to attach. Open it in the platform (sign-in required):`,
    open: "Open it in the platform",
    signInFirst: "The link opens once you are signed in; if you are not, sign in here first:",
    viaGroup: (g) => `You receive it as a member of the recipient group ${g}.`,
    external: "You receive it because an administrator added your address to this report's recipients.",
    confidential: "The report is confidential to its recipients; do not forward it outside your organisation.",
  },
  de: {
    locale: "de-DE",
    hello: (name) => (name ? `Hallo ${name},` : "Guten Tag,"),
    types: { operational: "Operativer Bericht", regulatory: "Aufsichtsbericht", executive: "Managementbericht" },
    subject: (r, t, o) => `${r}: ${t} – ${o}`,
    lead: {
      none: "Der Bericht",
      daily: "Der tägliche Bericht",
      weekly: "Der wöchentliche Bericht",
      monthly: "Der monatliche Bericht",
      quarterly: "Der vierteljährliche Bericht",
      annually: "Der jährliche Bericht",
    },
    generated: (lead, r, when, days) =>
      `${lead} „${r}“ wurde am ${when} erstellt und umfasst die letzten ${days} Tage.`,
    attached: (p, s) => `Der Bericht ist als PDF angehängt (${plural(p, "Seite", "Seiten")}, ${s}).`,
    alsoOnline: "Sie können ihn auch in der Plattform öffnen:",
    tooLarge: (p, s) =>
      `Der Bericht (${plural(p, "Seite", "Seiten")}, ${s}) ist zu groß für einen Anhang. Öffnen Sie ihn in der Plattform (Anmeldung erforderlich):`,
    open: "In der Plattform öffnen",
    signInFirst: "Der Link öffnet sich, sobald Sie angemeldet sind; melden Sie sich sonst zuerst hier an:",
    viaGroup: (g) => `Sie erhalten ihn als Mitglied der Empfängergruppe ${g}.`,
    external: "Sie erhalten ihn, weil ein Administrator Ihre Adresse den Empfängern dieses Berichts hinzugefügt hat.",
    confidential:
      "Der Bericht ist nur für seine Empfänger bestimmt; leiten Sie ihn nicht außerhalb Ihrer Organisation weiter.",
  },
  fr: {
    locale: "fr-FR",
    hello: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    types: {
      operational: "Rapport opérationnel",
      regulatory: "Rapport réglementaire",
      executive: "Rapport de direction",
    },
    subject: (r, t, o) => `${r} : ${t} – ${o}`,
    lead: {
      none: "Le rapport",
      daily: "Le rapport quotidien",
      weekly: "Le rapport hebdomadaire",
      monthly: "Le rapport mensuel",
      quarterly: "Le rapport trimestriel",
      annually: "Le rapport annuel",
    },
    generated: (lead, r, when, days) =>
      `${lead} « ${r} » a été généré le ${when} et couvre les ${days} derniers jours.`,
    attached: (p, s) => `Le rapport est joint au format PDF (${plural(p, "page", "pages")}, ${s}).`,
    alsoOnline: "Vous pouvez aussi l'ouvrir dans la plateforme :",
    tooLarge: (p, s) =>
      `Le rapport (${plural(p, "page", "pages")}, ${s}) est trop volumineux pour être joint. Ouvrez-le dans la plateforme (connexion requise) :`,
    open: "Ouvrir dans la plateforme",
    signInFirst: "Le lien s'ouvre une fois que vous êtes connecté ; sinon, connectez-vous d'abord ici :",
    viaGroup: (g) => `Vous le recevez en tant que membre du groupe de destinataires ${g}.`,
    external: "Vous le recevez parce qu'un administrateur a ajouté votre adresse aux destinataires de ce rapport.",
    confidential:
      "Ce rapport est confidentiel et réservé à ses destinataires ; ne le transférez pas en dehors de votre organisation.",
  },
  es: {
    locale: "es-ES",
    hello: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    types: { operational: "Informe operativo", regulatory: "Informe regulatorio", executive: "Informe ejecutivo" },
    subject: (r, t, o) => `${r}: ${t} – ${o}`,
    lead: {
      none: "El informe",
      daily: "El informe diario",
      weekly: "El informe semanal",
      monthly: "El informe mensual",
      quarterly: "El informe trimestral",
      annually: "El informe anual",
    },
    generated: (lead, r, when, days) => `${lead} «${r}» se generó el ${when} y abarca los últimos ${days} días.`,
    attached: (p, s) => `El informe se adjunta en PDF (${plural(p, "página", "páginas")}, ${s}).`,
    alsoOnline: "También puede abrirlo en la plataforma:",
    tooLarge: (p, s) =>
      `El informe (${plural(p, "página", "páginas")}, ${s}) es demasiado grande para adjuntarlo. Ábralo en la plataforma (requiere iniciar sesión):`,
    open: "Abrir en la plataforma",
    signInFirst: "El enlace se abre cuando ha iniciado sesión; si no es así, inicie sesión primero aquí:",
    viaGroup: (g) => `Lo recibe como miembro del grupo de destinatarios ${g}.`,
    external: "Lo recibe porque un administrador añadió su dirección a los destinatarios de este informe.",
    confidential: "El informe es confidencial para sus destinatarios; no lo reenvíe fuera de su organización.",
  },
  zh: {
    locale: "zh-CN",
    hello: (name) => (name ? `${name}，您好：` : "您好："),
    types: { operational: "运营报告", regulatory: "监管报告", executive: "管理层报告" },
    subject: (r, t, o) => `${r}：${t} – ${o}`,
    lead: {
      none: "报告",
      daily: "每日报告",
      weekly: "每周报告",
      monthly: "每月报告",
      quarterly: "季度报告",
      annually: "年度报告",
    },
    generated: (lead, r, when, days) => `${lead}“${r}”已于 ${when} 生成，涵盖最近 ${days} 天。`,
    attached: (p, s) => `报告以 PDF 附件形式发送（${p} 页，${s}）。`,
    alsoOnline: "也可以在平台中打开：",
    tooLarge: (p, s) => `报告（${p} 页，${s}）过大，无法作为附件发送。请在平台中打开（需要登录）：`,
    open: "在平台中打开",
    signInFirst: "登录后即可打开该链接；如尚未登录，请先在此登录：",
    viaGroup: (g) => `您作为收件人组“${g}”的成员收到此报告。`,
    external: "您收到此报告，是因为管理员将您的地址添加到了此报告的收件人中。",
    confidential: "本报告仅供收件人阅读，请勿转发至贵机构以外。",
  },
};

/** "7 December 2026 at 07:00 (Europe/Berlin)": an instant as the reader reads it, their zone named. */
export function formatGeneratedAt(at: Date, timeZone: string, language: Language = "en"): string {
  const when = new Intl.DateTimeFormat(REPORT_MAIL_WORDS[language].locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone,
  }).format(at);
  return `${when} (${timeZone})`;
}

const reportDeliveryData = z.object({
  /** The recipient's first name; null for an external address. */
  name: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The reader's time zone: the user's setting, the organisation's for an external address. */
  timeZone: z.string(),
  reportName: z.string(),
  reportType: z.enum(TYPES),
  organisationName: z.string(),
  generatedAt: z.iso.datetime(),
  periodDays: z.number().int(),
  pageCount: z.number().int(),
  /** "2.4 MB" */
  size: z.string(),
  method: z.enum(["attachment", "link"]),
  /** The run's PDF in the app (sign-in required). */
  link: z.url(),
  /** The app's Reports page: signing in there first makes the PDF's link open. */
  signInLink: z.url(),
  /** The recipient group through which the user receives it; null for an external address. */
  recipientGroup: z.string().nullable(),
  /** The schedule's frequency; null for Run now. */
  frequency: z.enum(FREQUENCIES).nullable(),
});

export const reportDeliveryEmail: EmailTemplate<"report-delivery", typeof reportDeliveryData> = {
  id: "report-delivery",
  data: reportDeliveryData,
  render: (d): RenderedEmail => {
    const w = REPORT_MAIL_WORDS[d.language];
    const when = formatGeneratedAt(new Date(d.generatedAt), d.timeZone, d.language);
    const generated = w.generated(w.lead[d.frequency ?? "none"], d.reportName, when, d.periodDays);
    const why = d.recipientGroup ? w.viaGroup(d.recipientGroup) : w.external;
    const file =
      d.method === "attachment"
        ? `${w.attached(d.pageCount, d.size)} ${w.alsoOnline}`
        : w.tooLarge(d.pageCount, d.size);
    const text = [
      w.hello(d.name),
      "",
      generated,
      "",
      `${file} ${d.link}`,
      `${w.signInFirst} ${d.signInLink}`,
      "",
      why,
      w.confidential,
    ].join("\n");
    const link = `<a href="${escapeHtml(d.link)}">${escapeHtml(w.open)}</a>`;
    const html = `<!doctype html><html lang="${d.language}"><body style="font-family:Roboto,Arial,sans-serif">${[
      `<p>${escapeHtml(w.hello(d.name))}</p>`,
      `<p>${escapeHtml(generated)}</p>`,
      `<p>${escapeHtml(d.method === "attachment" ? w.attached(d.pageCount, d.size) : w.tooLarge(d.pageCount, d.size))} ${link}<br>${escapeHtml(w.signInFirst)} <a href="${escapeHtml(d.signInLink)}">${escapeHtml(d.signInLink)}</a></p>`,
      `<p>${escapeHtml(why)}<br>${escapeHtml(w.confidential)}</p>`,
    ].join("")}</body></html>`;
    const subject = w.subject(d.reportName, w.types[d.reportType], d.organisationName || "—");
    return { subject, text, html };
  },
};
