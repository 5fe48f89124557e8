// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiTypesFile, apiTypesSource } from './generate-api-types.js';

describe('schemas/api/generated/api-types.ts', () => {
  it('is what schemas/api generates today (run npm run api:types after changing the contract)', async () => {
    expect(await readFile(apiTypesFile, 'utf8')).toBe(await apiTypesSource());
  }, 60_000);
});
