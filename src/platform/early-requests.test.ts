import { afterEach, describe, expect, it } from 'vitest';
import { dropEarly, earlyAnswer, earlyRequestMaxAgeMs, startEarly, takeEarly } from './early-requests.js';

afterEach(() => dropEarly());

/** A read that answers when the test says so. */
function heldRead<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { read: () => promise, answer: (value: T) => answer(value) };
}

describe('early reads', () => {
  it('are handed to the first hook asking, once; a later fetch of the key reads afresh', async () => {
    const read = startEarly('summary', () => Promise.resolve({ total: '10.00' }));
    expect(takeEarly('summary')).toBe(read);
    expect(takeEarly('summary')).toBeUndefined();
  });

  it('give their answer for a first render once it has arrived, also after the hook took the read', async () => {
    const held = heldRead<{ total: string }>();
    const read = startEarly('summary', held.read);
    expect(earlyAnswer('summary')).toBeUndefined();
    held.answer({ total: '10.00' });
    await read;
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
    const held = heldRead<{ total: string }>();
    const newer = startEarly('summary', held.read);
    expect(earlyAnswer('summary')).toBeUndefined();
    held.answer({ total: '12.00' });
    await newer;
    expect(earlyAnswer('summary')).toEqual({ total: '12.00' });
  });
});
