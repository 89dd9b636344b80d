import { createRequire } from "node:module";
import { type MiningReport, priceAgeHours } from "@pithead/contract";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { btcOf } from "../payments/payments-csv";
import {
  fill,
  groupDecimal,
  monthTitle,
  type ReportLanguage,
  type ReportTexts,
  textsOf,
  utcMinute,
} from "./mining-report-texts";
import { monthBounds } from "./month-bounds";

/**
 * Noto Sans SC (regular and bold, SIL Open Font License): one family that has Latin, Cyrillic and Chinese, so a
 * report reads the same in en, ru and cn. pdfkit embeds only the glyphs a document uses (a few dozen KB).
 * The files (10 MB each) are opened once per process and the parsed fonts shared by every document: parsing
 * them again for each one took about 3 s.
 */
const fonts = (() => {
  let loaded: { regular: fontkit.Font; bold: fontkit.Font } | null = null;
  return () => {
    if (!loaded) {
      const require = createRequire(import.meta.url);
      const open = (weight: string) =>
        fontkit.openSync(
          require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`),
        ) as fontkit.Font;
      loaded = { regular: open("400Regular"), bold: open("700Bold") };
    }
    return loaded;
  };
})();

const grey = "#555555";
const rule = "#bbbbbb";
const headFill = "#eeeeee";

export type PdfOptions = {
  language: ReportLanguage;
  /** A watcher link of the account, checked by the caller, printed for the real-time monitoring. */
  watcherLink: string | null;
  generatedAt: Date;
};

/**
 * The monthly mining report as an A4 PDF to print or file (issue 16): the same figures as the JSON and the
 * CSV (days, BTC, the RUB price, source and value, totals, addresses in force, payouts with transaction ids),
 * the filing deadline and notes, in the reader's language, numbered pages.
 */
export function miningReportPdf(report: MiningReport, options: PdfOptions): Promise<Buffer> {
  const t = textsOf(options.language);
  const { regular, bold } = fonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    lang: { en: "en", ru: "ru", cn: "zh-CN" }[options.language],
    info: {
      Title: `${t.pdf.title}: ${report.account_name}, ${report.month}`,
      Author: report.pool_name,
      CreationDate: options.generatedAt,
    },
  });
  // pdfkit takes a parsed fontkit font as well as a file (its types know only the file).
  doc.registerFont("regular", regular as unknown as Buffer);
  doc.registerFont("bold", bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, report, options, t);
  days(doc, report, options.language, t);
  addresses(doc, report, t);
  payouts(doc, report, options.language, t);
  notes(doc, t);
  footers(doc, report, t);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function heading(doc: Doc, text: string) {
  doc.moveDown(1);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.x = doc.page.margins.left;
  doc.font("bold").fontSize(12).fillColor("black").text(text);
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, color = "black") {
  doc.x = doc.page.margins.left;
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(color)
    .text(text, { width: width(doc) });
  doc.fillColor("black");
}

function header(doc: Doc, report: MiningReport, options: PdfOptions, t: ReportTexts) {
  const { from, to } = monthBounds(report.month);
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  doc
    .font("bold")
    .fontSize(18)
    .text(`${t.pdf.title}: ${monthTitle(report.month, options.language)}`);
  doc.moveDown(0.6);
  const facts: [string, string][] = [
    [t.facts.account, fill(t.facts.accountValue, { account: report.account_name, pool: report.pool_name })],
    [t.pdf.period, fill(t.pdf.periodValue, { from, to: last })],
    [t.facts.deadline, fill(t.facts.deadlineValue, { date: report.deadline })],
    [t.pdf.status, report.complete ? t.pdf.complete : t.facts.incomplete],
    [t.pdf.generated, utcMinute(options.generatedAt.toISOString())],
  ];
  if (options.watcherLink) facts.push([t.pdf.watcher, t.pdf.watcherValue]);
  doc.table({
    columnStyles: [140, "*"],
    defaultStyle: { border: 0, padding: [2, 4, 2, 0] },
    data: facts.map(([label, value]) => [
      { text: label, font: { src: "bold", size: 9 } },
      { text: value, font: { src: "regular", size: 9 } },
    ]),
  });
  if (options.watcherLink) link(doc, options.watcherLink);
}

/**
 * A URL on one line of the page's whole width, never broken (a break after "/" or "-" made the printed and the
 * copied link wrong): the font shrinks until it fits, down to 5 pt; a longer one runs into the margin whole.
 * It is a link annotation too, so a reader of the file can open it.
 */
function link(doc: Doc, url: string) {
  doc.moveDown(0.3);
  doc.x = doc.page.margins.left;
  doc.font("regular").fontSize(9);
  const size = Math.max(5, Math.min(9, (9 * width(doc)) / doc.widthOfString(url)));
  doc.fontSize(size).fillColor("#435FFF").text(url, { lineBreak: false, link: url, underline: true });
  doc.fillColor("black").fontSize(9).moveDown(0.3);
}

function days(doc: Doc, report: MiningReport, language: ReportLanguage, t: ReportTexts) {
  heading(doc, t.days.title);
  paragraph(doc, t.days.text, grey);
  doc.moveDown(0.5);
  if (report.days.length === 0) {
    paragraph(doc, `${t.empty.title}. ${t.empty.text}`);
    return;
  }
  const head = [t.days.day, t.days.credited, t.pdf.creditedAt, t.days.price, t.days.value, t.days.source];
  const cell = (text: string, align: "left" | "right" = "left", font = "regular") => ({
    text,
    align: { x: align, y: "center" as const },
    font: { src: font, size: 8 },
  });
  const rows = report.days.map((d) => [
    cell(d.day),
    cell(groupDecimal(btcOf(BigInt(d.credited)), language), "right"),
    cell(utcMinute(d.credited_at, false)),
    cell(d.rub_price ? groupDecimal(d.rub_price, language) : t.days.noPrice, "right"),
    cell(d.rub_value ? groupDecimal(d.rub_value, language) : "—", "right"),
    cell(priceCell(d, language, t)),
  ]);
  const total = [
    cell(t.pdf.total, "left", "bold"),
    cell(groupDecimal(btcOf(BigInt(report.totals.credited)), language), "right", "bold"),
    cell(""),
    cell(""),
    cell(groupDecimal(report.totals.rub_value, language), "right", "bold"),
    cell(""),
  ];
  doc.x = doc.page.margins.left;
  doc.table({
    columnStyles: [58, 66, 80, 74, 78, "*"],
    defaultStyle: { border: 0.5, borderColor: rule, padding: [3, 4] },
    rowStyles: (row) => (row === 0 ? { backgroundColor: headFill } : undefined),
    data: [head.map((text) => cell(text, "left", "bold")), ...rows, total],
  });
  if (report.totals.days_without_price > 0) {
    doc.moveDown(0.4);
    paragraph(doc, fill(t.totals.missingPrices, { count: report.totals.days_without_price }));
  }
}

/** The price's source and time; a price over an hour older than the credit says so on a line of its own. */
function priceCell(d: MiningReport["days"][number], language: ReportLanguage, t: ReportTexts): string {
  if (!d.rub_price_source || !d.rub_price_at) return "—";
  const source = `${d.rub_price_source}, ${utcMinute(d.rub_price_at, false)}`;
  if (!d.rub_price_stale || d.rub_price_age_minutes === null) return source;
  const hours = groupDecimal(priceAgeHours(d.rub_price_age_minutes), language);
  return `${source}\n${fill(t.days.stale, { time: utcMinute(d.rub_price_at, false), hours })}`;
}

function addresses(doc: Doc, report: MiningReport, t: ReportTexts) {
  heading(doc, t.pdf.addresses);
  if (report.addresses.length === 0) {
    paragraph(doc, t.pdf.noAddresses);
    return;
  }
  const cell = (text: string, font = "regular") => ({ text, font: { src: font, size: 8 } });
  doc.x = doc.page.margins.left;
  doc.table({
    columnStyles: ["*", 100, 100],
    defaultStyle: { border: 0.5, borderColor: rule, padding: [3, 4] },
    rowStyles: (row) => (row === 0 ? { backgroundColor: headFill } : undefined),
    data: [
      [cell(t.days.address, "bold"), cell(t.pdf.from, "bold"), cell(t.pdf.to, "bold")],
      ...report.addresses.map((a) => [
        cell(a.address),
        cell(utcMinute(a.from)),
        cell(a.to ? utcMinute(a.to) : t.pdf.inForce),
      ]),
    ],
  });
}

function payouts(doc: Doc, report: MiningReport, language: ReportLanguage, t: ReportTexts) {
  heading(doc, t.payouts.title);
  if (report.payouts.length === 0) {
    paragraph(doc, t.payouts.empty);
    return;
  }
  const statuses = t.payouts.statuses as Record<string, string>;
  const cell = (text: string, font = "regular") => ({ text, font: { src: font, size: 8 } });
  doc.x = doc.page.margins.left;
  doc.table({
    columnStyles: [62, 72, 62, "*"],
    defaultStyle: { border: 0.5, borderColor: rule, padding: [3, 4] },
    rowStyles: (row) => (row === 0 ? { backgroundColor: headFill } : undefined),
    data: [
      [
        cell(t.payouts.day, "bold"),
        cell(t.payouts.amount, "bold"),
        cell(t.payouts.status, "bold"),
        cell(`${t.payouts.address} / ${t.payouts.tx}`, "bold"),
      ],
      ...report.payouts.map((p) => [
        cell(p.day),
        cell(groupDecimal(btcOf(BigInt(p.amount)), language)),
        cell(statuses[p.status] ?? p.status),
        cell([p.address ?? "—", p.tx_id ?? ""].filter(Boolean).join("\n")),
      ]),
    ],
  });
}

function notes(doc: Doc, t: ReportTexts) {
  heading(doc, t.filing.title);
  for (const text of [t.filing.monthly, t.filing.income, t.filing.form]) {
    paragraph(doc, text);
    doc.moveDown(0.3);
  }
  paragraph(doc, t.filing.disclaimer, grey);
}

/** "Pool · account · month" and "Page N of M" at the foot of every page. */
function footers(doc: Doc, report: MiningReport, t: ReportTexts) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 36;
    doc.font("regular").fontSize(7).fillColor(grey);
    doc.text(`${report.pool_name} · ${report.account_name} · ${report.month}`, doc.page.margins.left, y, {
      width: width(doc) / 2,
      lineBreak: false,
    });
    doc.text(fill(t.pdf.page, { page: i + 1, pages: range.count }), doc.page.margins.left, y, {
      width: width(doc),
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
