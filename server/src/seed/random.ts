/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every machine, so the demo data is the same on every run. Not for anything secret.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits (leading zeros allowed). */
  digits(length: number): string;
  /** An independent generator for one part of the data, so adding data elsewhere does not shift it. */
  fork(label: string): Random;
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    digits: (length) => Array.from({ length }, () => Math.floor(next() * 10)).join(''),
    fork: (label) => mulberry32(hashLabel(label) ^ seed),
  };
  return random;
}

/** FNV-1a of a label, to derive a sub-seed. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
