/**
 * Intl formatters cost far more to build than to use (a DateTimeFormat about 0.1-0.3 ms in Chromium); long
 * lists that format many cells per frame take them from here: one per locale and option set.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function cachedDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
