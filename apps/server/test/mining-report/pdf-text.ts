/** A PDF's text as a reader copies it (pages joined, no-break spaces as spaces). */
export async function pdfText(body: Buffer): Promise<string> {
  const { extractText } = await import("unpdf");
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text.replaceAll("\u00a0", " ");
}
