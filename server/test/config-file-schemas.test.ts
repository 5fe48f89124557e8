import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaProblemsOf } from '../src/config/checks.js';

const shipped = async (file: string) => JSON.parse(await readFile(`config/${file}`, 'utf8')) as Record<string, unknown>;

describe('the server checks its own config files with the validators config:check uses', () => {
  it('finds nothing wrong with the shipped payments.json and products.json', async () => {
    expect(await schemaProblemsOf('payments', await shipped('payments.json'))).toEqual([]);
    expect(await schemaProblemsOf('products', await shipped('products.json'))).toEqual([]);
  });

  it('names the offending key of a broken file', async () => {
    const products = await shipped('products.json');
    const [first, ...rest] = products.products as Record<string, unknown>[];
    const broken = { ...products, products: [{ ...first, maxAllowedAccounts: 'five' }, ...rest] };
    const problems = await schemaProblemsOf('products', broken);
    expect(problems.some((problem) => problem.startsWith('/products/0/maxAllowedAccounts '))).toBe(true);
  });
});
