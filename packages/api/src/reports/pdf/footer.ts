// Every page's footer: the organisation's name, and "Page n of m". Pages are written out as they are left, before m is
// known, so "m" is a form XObject (ISO 32000-1 §8.10) that every page draws and that is filled in once, at the end —
// pdf.js and other readers extract its text in place ("Page 3 of 412").
import { type Canvas, COLORS, FOOTER_HEIGHT, MARGIN } from "./canvas.js";
import { reportFonts } from "./fonts.js";

const SIZE = 7.5;
const NAME = "TotalPages";

/** pdfkit's embedded font, as far as the footer uses it (not in its typings). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  ref(): PDFKit.PDFKitReference;
  encode(text: string): [string[], unknown];
}

interface Internals {
  _font: EmbeddedFont;
  page: { xobjects: Record<string, PDFKit.PDFKitReference> };
}

export function pageFooters(c: Canvas, organisationName: string) {
  const form = c.doc.ref({ Type: "XObject", Subtype: "Form", BBox: [-1, -4, 80, 10] });
  const internals = c.doc as unknown as Internals;
  const primary = reportFonts()[0]?.name as string;
  let page = 0;

  /** Draws the footer of the page being left. */
  const draw = () => {
    page += 1;
    const y = c.doc.page.height - MARGIN - FOOTER_HEIGHT + 10;
    c.doc
      .lineWidth(0.5)
      .moveTo(MARGIN, y - 4)
      .lineTo(c.doc.page.width - MARGIN, y - 4)
      .strokeColor(COLORS.rule)
      .stroke();
    const half = c.width / 2;
    c.line(organisationName, MARGIN, y, { size: SIZE, color: COLORS.muted }, { maxWidth: half - 10 });
    const label = `Page ${page} of`;
    const x = c.doc.page.width - MARGIN - 70 - c.measure(label, { size: SIZE });
    c.line(label, x, y, { size: SIZE, color: COLORS.muted });
    const font = c.doc.font(primary, SIZE) && internals._font;
    const baseline = y + (font.ascender / 1000) * SIZE;
    internals.page.xobjects[NAME] = form;
    // pdfkit's page space runs downwards; the form's runs upwards from its baseline.
    c.doc.save();
    // The gap is a little wider than a space, so that text extraction (pdf.js) reads one between "of" and m.
    c.doc.transform(1, 0, 0, -1, x + c.measure(label, { size: SIZE }) + SIZE * 0.4, baseline);
    c.doc.addContent(`/${NAME} Do`);
    c.doc.restore();
  };

  /** Writes the total into the form: called after the last page's footer, before the document ends. */
  const complete = () => {
    c.doc.font(primary, SIZE);
    const font = internals._font;
    const [glyphs] = font.encode(String(page));
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(COLORS.muted.slice(i, i + 2), 16) / 255);
    (form as unknown as { data: Record<string, unknown> }).data.Resources = { Font: { [font.id]: font.ref() } };
    form.end(
      `q ${r?.toFixed(3)} ${g?.toFixed(3)} ${b?.toFixed(3)} rg BT /${font.id} ${SIZE} Tf 0 0 Td <${glyphs.join("")}> Tj ET Q`,
    );
  };

  return { draw, complete, pages: () => page };
}
