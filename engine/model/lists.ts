// Small lists made often on the engine's hot paths.

/**
 * n zeros. Filled by a loop: `Array.prototype.fill` runs in the engine's runtime, several times slower
 * than a loop for lists this short.
 */
export function zeros(n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = 0;
  return out;
}
