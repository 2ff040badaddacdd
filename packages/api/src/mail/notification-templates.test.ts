import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../schemas/settings.js";
import { renderEmail } from "./render-email.js";

const item = {
  title: 'Vendor "Acme" <script>',
  message: "Line one\nLine & two",
  priority: "critical",
  entityName: "Acme <Ltd>",
  url: "https://tprm.bank.example/vendor-management?vendor=1&tab=reviews",
  createdAt: "2026-03-01T12:30:00.000Z",
};

describe("notification e-mails", () => {
  it("escape every value in the HTML and keep the text as written", () => {
    const mail = renderEmail({
      template: "notification",
      data: { name: "Ana", language: "en", timeZone: "Asia/Tokyo", notification: item },
    });
    expect(mail.subject).toBe('[Critical] Vendor "Acme" <script>');
    expect(mail.text).toContain("Line one\nLine & two");
    expect(mail.text).toContain("Received: Mar 1, 2026, 9:30 PM (Asia/Tokyo)");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Vendor &#34;Acme&#34; &#60;script&#62;");
    expect(mail.html).toContain("Line one<br>Line &#38; two");
    expect(mail.html).toContain('href="https://tprm.bank.example/vendor-management?vendor=1&#38;tab=reviews"');
  });

  it("speak each of the five languages, with its own words for the digest and the priority", () => {
    const expected = {
      en: ["Your daily notification digest (3 new)", "Priority: Critical", "Hello Ana,"],
      es: ["Su resumen diario de notificaciones (3)", "Prioridad: Crítica", "Hola, Ana:"],
      fr: ["Votre récapitulatif quotidien des notifications (3)", "Priorité: Critique", "Bonjour Ana,"],
      de: ["Ihre tägliche Zusammenfassung der Benachrichtigungen (3)", "Priorität: Kritisch", "Hallo Ana,"],
      zh: ["您的每日通知摘要：3 条新通知", "优先级: 紧急", "Ana，您好："],
    };
    for (const language of LANGUAGES) {
      const mail = renderEmail({
        template: "notification-digest",
        data: { name: "Ana", language, timeZone: "Europe/Paris", frequency: "daily", items: [item, item], more: 1 },
      });
      const [subject, priority, hello] = expected[language];
      expect(mail.subject, language).toBe(subject);
      expect(mail.text, language).toContain(priority);
      expect(mail.text, language).toContain(hello);
      expect(mail.html, language).toContain(`<html lang="${language}">`);
    }
  });
});
