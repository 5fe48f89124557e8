import { describe, expect, it } from 'vitest';
import { resolveMessage } from './messages.js';

describe('resolveMessage', () => {
  const messages = { 'shell.inactivity.body': 'Expires in {seconds} seconds. {unknown} stays.', $schema: 'x' };

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(resolveMessage(messages, 'shell.inactivity.body', { seconds: 42 })).toBe('Expires in 42 seconds. {unknown} stays.');
  });

  it('returns the key itself for a missing key, $schema, or no catalogue', () => {
    expect(resolveMessage(messages, 'shell.missing')).toBe('shell.missing');
    expect(resolveMessage(messages, '$schema')).toBe('$schema');
    expect(resolveMessage(undefined, 'a.b')).toBe('a.b');
  });
});
