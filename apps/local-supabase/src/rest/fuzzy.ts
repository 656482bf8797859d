/**
 * PostgREST's "Perhaps you meant" hints (PGRST200, PGRST202, PGRST205) pick the candidate most
 * like what the request named. PostgREST uses a fuzzy set with a 0.33 floor; this approximates it
 * with Levenshtein similarity over the same candidate sets.
 */

/**
 * The candidate most like `word`, when one is alike enough: PostgREST's fuzzy match
 * (Levenshtein similarity of at least 0.33), used for its "Perhaps you meant" hints.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = 0.33;
  const a = word.toLowerCase();
  for (const c of candidates) {
    const b = c.toLowerCase();
    const score = 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1);
    if (score >= bestScore && (best === undefined || score > bestScore)) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}
