import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldsBeingTyped } from './typed-value.js';

describe('FieldsBeingTyped', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a waiting submit once the last field being typed has settled, and only once', () => {
    vi.useFakeTimers();
    const fields = new FieldsBeingTyped();
    const submit = vi.fn();
    fields.started('amount');
    fields.started('memo');
    fields.whenSettled(submit);
    fields.settled('amount');
    expect(submit).not.toHaveBeenCalled();
    fields.settled('memo');
    expect(submit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('runs at once when nothing is being typed', () => {
    const fields = new FieldsBeingTyped();
    const submit = vi.fn();
    fields.whenSettled(submit);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('holds a submit up for at most its limit when a field never settles, so it is never lost', () => {
    vi.useFakeTimers();
    const fields = new FieldsBeingTyped();
    const submit = vi.fn();
    fields.started('amount');
    fields.whenSettled(submit, 1000);
    vi.advanceTimersByTime(999);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
    fields.settled('amount');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
