/**
 * Whether any of `texts` contains every word of `query`, ignoring case and accents: 'saas
 * fintech' finds an ICP named 'Fintech SaaS', and 'cafe' finds 'Café'.
 */
export function matchesSearch(query: string, texts: string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.join('\n'));
  return words.every((word) => haystack.includes(word));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
