import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * payment-statuses.json is edited in the studio from its own schema, whose lists the studio's forms
 * must read without resolving refs into the API contract; so the schema keeps its own copy of the
 * contract's enumerations, and this test keeps the two the same.
 */
// Paths from the project root, where vitest runs.
type Definitions = Record<string, { enum?: string[]; pattern?: string } | undefined>;
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const contract = (read('schemas/api/common.json') as { components: { schemas: Definitions } }).components.schemas;
const statusesSchema = (read('schemas/payment-statuses.schema.json') as { $defs: Definitions }).$defs;

describe('payment-statuses schema and the API contract', () => {
  it('lists exactly the contract’s payment statuses', () => {
    expect(statusesSchema.status?.enum).toEqual(contract.PaymentStatus?.enum);
  });

  it('lists exactly the contract’s payment types', () => {
    expect(statusesSchema.paymentType?.enum).toEqual(contract.PaymentType?.enum);
  });

  it('accepts every reason code the contract names', () => {
    const pattern = new RegExp(statusesSchema.reasonCode?.pattern ?? '^$');
    expect(contract.PaymentReasonCode?.enum?.length).toBeGreaterThan(0);
    for (const code of contract.PaymentReasonCode?.enum ?? []) expect(code).toMatch(pattern);
  });
});
