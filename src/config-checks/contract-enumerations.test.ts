import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * payment-statuses.json, payments.json and widget props are edited in the studio from their own schemas, whose
 * lists the studio's forms must read without resolving refs into the API contract; so the schemas
 * keep their own copy of the contract's enumerations, and this test keeps the copies the same.
 */
// Paths from the project root, where vitest runs.
type Definitions = Record<string, { enum?: string[]; pattern?: string } | undefined>;
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const contract = (read('schemas/api/common.json') as { components: { schemas: Definitions } }).components.schemas;
const statusesSchema = (read('schemas/payment-statuses.schema.json') as { $defs: Definitions }).$defs;
const paymentOptionTypes = (read('schemas/payments.schema.json') as { properties: { paymentOptions: { propertyNames: { enum: string[] } } } }).properties
  .paymentOptions.propertyNames.enum;

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

describe('payments schema and the API contract', () => {
  it('offers payment options for exactly the contract’s payment types', () => {
    expect(paymentOptionTypes).toEqual(contract.PaymentType?.enum);
  });
});

describe('transfer activity’s props schema and the API contract', () => {
  const properties = (read('widgets/transfer-activity/props.schema.json') as { properties: Definitions & Record<string, { items?: { enum?: string[] } }> })
    .properties;

  it('offers exactly the contract’s payment statuses for both lists', () => {
    expect(properties.scheduledStatuses?.items?.enum).toEqual(contract.PaymentStatus?.enum);
    expect(properties.historyStatuses?.items?.enum).toEqual(contract.PaymentStatus?.enum);
  });
});
