import { describe, expect, it } from "vitest";
import { listText } from "./ConcentrationList";

describe("the concentration view's lists", () => {
  it("joins names and sums as the user's language lists them", () => {
    expect(listText(["Payments", "Lending", "Treasury"], "en-GB")).toBe("Payments, Lending and Treasury");
    expect(listText(["Payments", "Lending", "Treasury"], "en-US")).toBe("Payments, Lending, and Treasury");
    expect(listText(["Zahlungen", "Kredite"], "de-DE")).toBe("Zahlungen und Kredite");
    expect(listText(["Paiements", "Crédits"], "fr-FR")).toBe("Paiements et Crédits");
    expect(listText(["Pagos", "Préstamos"], "es-ES")).toBe("Pagos y Préstamos");
    expect(listText(["支付", "贷款"], "zh-CN")).toBe("支付和贷款");
    expect(listText(["€1,000.00"], "en-GB")).toBe("€1,000.00");
  });
});
