// The request chain depth of a page load: the longest sequence of requests each of which
// started only after the previous one's response had ended (the document is 1, what it
// names directly is 2, ...). Read from start and end times alone, so it counts any wait,
// whatever caused it: a chunk the runtime asks for after the manifest arrived, or an API call
// made once the page's code has run.

/**
 * @param {Array<{ url: string, start: number, end: number }>} requests times in ms on one clock
 * @returns {{ depth: number, chain: string[] }} the depth and one longest chain, first first
 */
export function chainDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const best = sorted.map(() => ({ depth: 1, previous: -1 }));
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].end <= sorted[i].start && best[j].depth + 1 > best[i].depth) {
        best[i] = { depth: best[j].depth + 1, previous: j };
      }
    }
  }
  let last = -1;
  best.forEach((entry, index) => {
    if (last === -1 || entry.depth > best[last].depth) last = index;
  });
  const chain = [];
  for (let index = last; index !== -1; index = best[index].previous)
    chain.unshift(sorted[index].url);
  return { depth: chain.length, chain };
}
