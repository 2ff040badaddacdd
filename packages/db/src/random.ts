// The one seeded pseudo-random generator of the repository: the demo seed and the vendor benchmark draw from it,
// so the same seed gives the same data on every machine and every run. Not for anything secret (use node:crypto).

/** A function returning numbers in [0, 1), the same sequence for the same seed. */
export type Random = () => number;

/** mulberry32: a 32-bit state, fast, good enough spread for test and demo data. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The element of `list` that a draw `r` in [0, 1) falls on. */
export function pick<T>(list: readonly T[], r: number): T {
  const item = list[Math.floor(r * list.length)];
  if (item === undefined) throw new Error(`pick: no element for ${r} in a list of ${list.length}`);
  return item;
}
