/** Lower case, without accents, one space between words, `ё` read as `е`: what a search compares. */
export function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replaceAll("ё", "е")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether a question (its title and answer, in the language shown) matches the query: every word of the query
 * appears somewhere in it, in any order. An empty query matches everything.
 */
export function matchesQuery(texts: string[], query: string): boolean {
  const words = normalize(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(texts.join(" "));
  return words.every((word) => haystack.includes(word));
}
