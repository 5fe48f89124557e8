import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfigValidators } from './validators.js';

const app = JSON.parse(readFileSync('config/app.json', 'utf8')) as Record<string, unknown>;
const validateApp = (await loadConfigValidators(['app'])).app;

/** The compiled app.json validator's verdict on the shipped app.json with one change. */
function accepts(change: Record<string, unknown>): boolean {
  if (validateApp === undefined) throw new Error('no compiled validator for app.json');
  return validateApp({ ...app, ...change });
}

describe('string formats in the compiled config validators', () => {
  it('an e-mail address needs one @ and a domain with a dot', () => {
    expect(accepts({ email: 'help@frontrange.example' })).toBe(true);
    expect(accepts({ email: 'first.last+tag@mail.cu.example.org' })).toBe(true);
    expect(accepts({ email: 'help-frontrange.example' })).toBe(false);
    expect(accepts({ email: 'help@frontrange' })).toBe(false);
    expect(accepts({ email: 'help desk@frontrange.example' })).toBe(false);
  });

  it('an external link is an absolute address', () => {
    const link = (url: string) => ({ externalLinks: { rewards: { url, labelKey: 'links.cardRewards' } } });
    expect(accepts(link('https://rewards.example.com/path?x=1'))).toBe(true);
    expect(accepts(link('https://'))).toBe(false);
    expect(accepts(link('https://exa mple.com/'))).toBe(false);
  });
});
