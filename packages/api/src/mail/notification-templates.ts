// The notification e-mails: one notification (realtime, and shared mailboxes) and the digest. Each is written in the
// recipient's language (en, es, fr, de, zh: the few fixed words below) with times in their time zone, as text and
// HTML (every value escaped). Registered in EMAIL_TEMPLATES (templates.ts); rendered by the worker.
import { z } from "zod";
import { LANGUAGES, type Language } from "../schemas/settings.js";
import type { EmailTemplate } from "./templates.js";

const PRIORITIES = ["critical", "high", "medium", "low"] as const;
type Priority = (typeof PRIORITIES)[number];
const FREQUENCIES = ["hourly", "daily", "weekly", "monthly"] as const;
type Frequency = (typeof FREQUENCIES)[number];

interface Words {
  locale: string;
  hello: (name: string) => string;
  priority: string;
  priorities: Record<Priority, string>;
  about: string;
  received: string;
  open: string;
  digestSubject: (frequency: Frequency, count: number) => string;
  digestIntro: (frequency: Frequency, count: number) => string;
  more: (count: number) => string;
  footer: string;
}

// How often, as an adjective (German adds its ending where used).
const ES_FREQUENCY: Record<Frequency, string> = {
  hourly: "horario",
  daily: "diario",
  weekly: "semanal",
  monthly: "mensual",
};
const FR_FREQUENCY: Record<Frequency, string> = {
  hourly: "horaire",
  daily: "quotidien",
  weekly: "hebdomadaire",
  monthly: "mensuel",
};
const DE_FREQUENCY: Record<Frequency, string> = {
  hourly: "stündlich",
  daily: "täglich",
  weekly: "wöchentlich",
  monthly: "monatlich",
};
const ZH_FREQUENCY: Record<Frequency, string> = { hourly: "每小时", daily: "每日", weekly: "每周", monthly: "每月" };

/** The e-mails' fixed words in the five languages of 001 §9. */
export const NOTIFICATION_MAIL_WORDS: Readonly<Record<Language, Words>> = {
  en: {
    locale: "en-US",
    hello: (name) => `Hello ${name},`,
    priority: "Priority",
    priorities: { critical: "Critical", high: "High", medium: "Medium", low: "Low" },
    about: "Related record",
    received: "Received",
    open: "Open in the platform",
    digestSubject: (f, n) => `Your ${f} notification digest (${n} new)`,
    digestIntro: (f, n) => `${n} new notification${n === 1 ? "" : "s"} since your last ${f} digest:`,
    more: (n) => `… and ${n} more in the platform.`,
    footer: "You can change how you are notified under Settings, Notification Preferences.",
  },
  es: {
    locale: "es-ES",
    hello: (name) => `Hola, ${name}:`,
    priority: "Prioridad",
    priorities: { critical: "Crítica", high: "Alta", medium: "Media", low: "Baja" },
    about: "Registro relacionado",
    received: "Recibida",
    open: "Abrir en la plataforma",
    digestSubject: (f, n) => `Su resumen ${ES_FREQUENCY[f]} de notificaciones (${n})`,
    digestIntro: (f, n) => `Notificaciones nuevas desde su último resumen ${ES_FREQUENCY[f]}: ${n}`,
    more: (n) => `… y ${n} más en la plataforma.`,
    footer: "Puede cambiar cómo recibe avisos en Configuración, Preferencias de notificación.",
  },
  fr: {
    locale: "fr-FR",
    hello: (name) => `Bonjour ${name},`,
    priority: "Priorité",
    priorities: { critical: "Critique", high: "Haute", medium: "Moyenne", low: "Basse" },
    about: "Enregistrement concerné",
    received: "Reçue",
    open: "Ouvrir dans la plateforme",
    digestSubject: (f, n) => `Votre récapitulatif ${FR_FREQUENCY[f]} des notifications (${n})`,
    digestIntro: (f, n) => `Nouvelles notifications depuis votre dernier récapitulatif ${FR_FREQUENCY[f]} : ${n}`,
    more: (n) => `… et ${n} de plus dans la plateforme.`,
    footer: "Vous pouvez modifier vos notifications dans Paramètres, Préférences de notification.",
  },
  de: {
    locale: "de-DE",
    hello: (name) => `Hallo ${name},`,
    priority: "Priorität",
    priorities: { critical: "Kritisch", high: "Hoch", medium: "Mittel", low: "Niedrig" },
    about: "Zugehöriger Datensatz",
    received: "Eingegangen",
    open: "In der Plattform öffnen",
    digestSubject: (f, n) => `Ihre ${DE_FREQUENCY[f]}e Zusammenfassung der Benachrichtigungen (${n})`,
    digestIntro: (f, n) => `Neue Benachrichtigungen seit Ihrer letzten ${DE_FREQUENCY[f]}en Zusammenfassung: ${n}`,
    more: (n) => `… und ${n} weitere in der Plattform.`,
    footer: "Wie Sie benachrichtigt werden, ändern Sie unter Einstellungen, Benachrichtigungen.",
  },
  zh: {
    locale: "zh-CN",
    hello: (name) => `${name}，您好：`,
    priority: "优先级",
    priorities: { critical: "紧急", high: "高", medium: "中", low: "低" },
    about: "相关记录",
    received: "接收时间",
    open: "在平台中打开",
    digestSubject: (f, n) => `您的${ZH_FREQUENCY[f]}通知摘要：${n} 条新通知`,
    digestIntro: (f, n) => `自上次${ZH_FREQUENCY[f]}摘要以来的 ${n} 条新通知：`,
    more: (n) => `……平台中还有 ${n} 条。`,
    footer: "您可以在“设置”的“通知偏好”中更改通知方式。",
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An instant as the recipient reads it: their language's style, their time zone (named). */
export function formatInstant(iso: string, language: Language, timeZone: string): string {
  const when = new Intl.DateTimeFormat(NOTIFICATION_MAIL_WORDS[language].locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(iso));
  return `${when} (${timeZone})`;
}

const item = z.object({
  title: z.string(),
  message: z.string(),
  priority: z.enum(PRIORITIES),
  entityName: z.string().nullable(),
  /** The absolute address of the related record (APP_URL + the notification's link). */
  url: z.url().nullable(),
  createdAt: z.iso.datetime(),
});
type Item = z.infer<typeof item>;

const recipient = {
  name: z.string().nullable().describe("null for a shared mailbox"),
  language: z.enum(LANGUAGES),
  timeZone: z.string(),
};

function itemText(w: Words, n: Item, language: Language, timeZone: string): string[] {
  return [
    `${w.priority}: ${w.priorities[n.priority]}`,
    ...(n.entityName ? [`${w.about}: ${n.entityName}`] : []),
    `${w.received}: ${formatInstant(n.createdAt, language, timeZone)}`,
    ...(n.url ? [`${w.open}: ${n.url}`] : []),
  ];
}

function itemHtml(w: Words, n: Item, language: Language, timeZone: string): string {
  const rows = [
    `<strong>${escapeHtml(w.priority)}:</strong> ${escapeHtml(w.priorities[n.priority])}`,
    ...(n.entityName ? [`<strong>${escapeHtml(w.about)}:</strong> ${escapeHtml(n.entityName)}`] : []),
    `<strong>${escapeHtml(w.received)}:</strong> ${escapeHtml(formatInstant(n.createdAt, language, timeZone))}`,
    ...(n.url ? [`<a href="${escapeHtml(n.url)}">${escapeHtml(w.open)}</a>`] : []),
  ];
  return `<p>${rows.join("<br>")}</p>`;
}

const page = (lang: Language, body: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:Roboto,Arial,sans-serif">${body}</body></html>`;

const notificationData = z.object({ ...recipient, notification: item });

export const notificationEmail: EmailTemplate<"notification", typeof notificationData> = {
  id: "notification",
  data: notificationData,
  render: ({ name, language, timeZone, notification: n }) => {
    const w = NOTIFICATION_MAIL_WORDS[language];
    const subject = `[${w.priorities[n.priority]}] ${n.title}`;
    const greeting = name ? [w.hello(name), ""] : [];
    return {
      subject,
      text: [...greeting, n.title, "", n.message, "", ...itemText(w, n, language, timeZone), "", w.footer].join("\n"),
      html: page(
        language,
        [
          ...(name ? [`<p>${escapeHtml(w.hello(name))}</p>`] : []),
          `<h2>${escapeHtml(n.title)}</h2>`,
          `<p>${escapeHtml(n.message).replace(/\n/g, "<br>")}</p>`,
          itemHtml(w, n, language, timeZone),
          `<p style="color:#666">${escapeHtml(w.footer)}</p>`,
        ].join(""),
      ),
    };
  },
};

/** Digest e-mails list at most this many notifications; the rest are counted. */
export const DIGEST_MAX_ITEMS = 50;

const digestData = z.object({
  ...recipient,
  frequency: z.enum(FREQUENCIES),
  items: z.array(item).min(1).max(DIGEST_MAX_ITEMS),
  /** How many more arrived than are listed. */
  more: z.number().int().min(0).default(0),
});

export const notificationDigestEmail: EmailTemplate<"notification-digest", typeof digestData> = {
  id: "notification-digest",
  data: digestData,
  render: ({ name, language, timeZone, frequency, items, more }) => {
    const w = NOTIFICATION_MAIL_WORDS[language];
    const count = items.length + more;
    const lines = items.flatMap((n) => [
      `• ${n.title}`,
      `  ${n.message}`,
      ...itemText(w, n, language, timeZone).map((l) => `  ${l}`),
      "",
    ]);
    return {
      subject: w.digestSubject(frequency, count),
      text: [
        ...(name ? [w.hello(name), ""] : []),
        w.digestIntro(frequency, count),
        "",
        ...lines,
        ...(more ? [w.more(more), ""] : []),
        w.footer,
      ].join("\n"),
      html: page(
        language,
        [
          ...(name ? [`<p>${escapeHtml(w.hello(name))}</p>`] : []),
          `<p>${escapeHtml(w.digestIntro(frequency, count))}</p>`,
          ...items.map(
            (n) =>
              `<h3>${escapeHtml(n.title)}</h3><p>${escapeHtml(n.message).replace(/\n/g, "<br>")}</p>${itemHtml(w, n, language, timeZone)}`,
          ),
          ...(more ? [`<p>${escapeHtml(w.more(more))}</p>`] : []),
          `<p style="color:#666">${escapeHtml(w.footer)}</p>`,
        ].join(""),
      ),
    };
  },
};
