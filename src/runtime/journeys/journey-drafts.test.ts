// @vitest-environment jsdom
// (the browser's sessionStorage, which node lacks)
import { afterEach, describe, expect, it } from 'vitest';
import { emptyJourneyState, type JourneyState } from './journey-definition.js';
import { discardJourneyDrafts, readJourneyDraft, writeJourneyDraft } from './journey-drafts.js';

const state = (amount: number): JourneyState => ({ data: { funding: { amount } }, results: { validate: { ok: true, value: amount } } });

afterEach(() => sessionStorage.clear());

describe('journey drafts', () => {
  it('reads back what was written, per journey and instance, from session storage', () => {
    writeJourneyDraft('open', '1', state(25));
    writeJourneyDraft('open', '2', state(50));
    writeJourneyDraft('enroll', '1', state(75));
    expect(readJourneyDraft('open', '1')).toEqual(state(25));
    expect(readJourneyDraft('open', '2')).toEqual(state(50));
    expect(readJourneyDraft('enroll', '1')).toEqual(state(75));
    expect(sessionStorage.length).toBe(3);
    expect(localStorage.length).toBe(0);
  });

  it('reads an empty state when nothing was kept', () => {
    expect(readJourneyDraft('open', '1')).toEqual(emptyJourneyState);
  });

  it('reads a corrupt or wrongly shaped stored value as empty', () => {
    writeJourneyDraft('open', '1', state(25));
    const [key] = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const corrupt of ['{not json', 'null', '42', '{"data":{}}', '{"data":null,"results":{}}']) {
      sessionStorage.setItem(key!, corrupt);
      expect(readJourneyDraft('open', '1')).toEqual(emptyJourneyState);
    }
  });

  it('discards every instance of one journey, leaving other journeys and other storage alone', () => {
    writeJourneyDraft('open', '1', state(25));
    writeJourneyDraft('open', '2', state(50));
    writeJourneyDraft('opener', '1', state(60));
    writeJourneyDraft('enroll', '1', state(75));
    sessionStorage.setItem('unrelated', 'kept');
    discardJourneyDrafts('open');
    expect(readJourneyDraft('open', '1')).toEqual(emptyJourneyState);
    expect(readJourneyDraft('open', '2')).toEqual(emptyJourneyState);
    expect(readJourneyDraft('opener', '1')).toEqual(state(60));
    expect(readJourneyDraft('enroll', '1')).toEqual(state(75));
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('without a name discards every journey (sign-out) and nothing else', () => {
    writeJourneyDraft('open', '1', state(25));
    writeJourneyDraft('enroll', '1', state(75));
    sessionStorage.setItem('unrelated', 'kept');
    discardJourneyDrafts();
    expect(readJourneyDraft('open', '1')).toEqual(emptyJourneyState);
    expect(readJourneyDraft('enroll', '1')).toEqual(emptyJourneyState);
    expect(sessionStorage.length).toBe(1);
  });
});
