import { afterEach, describe, expect, it } from 'vitest';
import { dropEarly, earlyAnswer, earlyRequestMaxAgeMs, startEarly, takeEarly } from './early-requests.js';

afterEach(() => dropEarly());

/** An early read of `key` that answers when the test says so; `answer` resolves once it has. */
function startHeld<T>(key: string) {
  let resolve!: (value: T) => void;
  const read = startEarly(key, () => new Promise<T>((settle) => (resolve = settle)));
  return {
    answer: async (value: T) => {
      resolve(value);
      await read;
    },
  };
}

describe('early reads', () => {
  it('are handed to the first hook asking, once; a later fetch of the key reads afresh', async () => {
    const read = startEarly('summary', () => Promise.resolve({ total: '10.00' }));
    expect(takeEarly('summary')).toBe(read);
    expect(takeEarly('summary')).toBeUndefined();
  });

  it('give their answer for a first render once it has arrived, also after the hook took the read', async () => {
    const held = startHeld<{ total: string }>('summary');
    expect(earlyAnswer('summary')).toBeUndefined();
    await held.answer({ total: '10.00' });
    expect(earlyAnswer('summary')).toEqual({ total: '10.00' });
    takeEarly('summary');
    expect(earlyAnswer('summary')).toEqual({ total: '10.00' });
  });

  it('give no answer from a read that failed, that is too old, or that was dropped with its context', async () => {
    const failed = startEarly('flags', () => Promise.reject(new Error('offline')));
    await failed.catch(() => undefined);
    expect(earlyAnswer('flags')).toBeUndefined();

    let now = 1_000;
    await startEarly('profile', () => Promise.resolve({ name: 'Riley' }), () => now);
    now += earlyRequestMaxAgeMs + 1;
    expect(earlyAnswer('profile', () => now)).toBeUndefined();
    expect(takeEarly('profile', () => now)).toBeUndefined();

    await startEarly('summary', () => Promise.resolve({ total: '10.00' }));
    dropEarly();
    expect(earlyAnswer('summary')).toBeUndefined();
  });

  it('answer with the newest read of a key when boot asked twice', async () => {
    await startEarly('summary', () => Promise.resolve({ total: '10.00' }));
    const newer = startHeld<{ total: string }>('summary');
    expect(earlyAnswer('summary')).toBeUndefined();
    await newer.answer({ total: '12.00' });
    expect(earlyAnswer('summary')).toEqual({ total: '12.00' });
  });
});
