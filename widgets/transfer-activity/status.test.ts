import { describe, expect, it } from 'vitest';
import statuses from '../../config/payment-statuses.json';
import type { PaymentOrder } from '../../src/platform/index.js';
import { statusDisplay, type PaymentStatusesConfig } from './status.js';

const config = statuses as PaymentStatusesConfig;

type ListedOrder = Pick<PaymentOrder, 'status' | 'paymentType' | 'reasonCode'>;

describe('statusDisplay (spec/3 §4 table from payment-statuses.json)', () => {
  it.each<[ListedOrder, string, string]>([
    [{ status: 'PROCESSED', paymentType: 'INTERNAL_TRANSFER' }, 'Sent', 'success'],
    [{ status: 'CANCELLATION_PENDING', paymentType: 'INTRABANK_TRANSFER' }, 'Canceled', 'default'],
    [{ status: 'REJECTED' }, 'Rejected', 'danger'],
    [{ status: 'ACCEPTED', paymentType: 'P2P_TRANSFER', reasonCode: 'PP14' }, 'Expired', 'warning'],
    [{ status: 'ACCEPTED', paymentType: 'EXTERNAL_A2A', reasonCode: 'PP02' }, 'In process', 'default'],
  ])('%o shows as %s', (order, label, severity) => {
    expect(statusDisplay(config, order)).toMatchObject({ label, severity });
  });

  it('shows nothing for combinations the table leaves out', () => {
    expect(statusDisplay(config, { status: 'ACCEPTED', paymentType: 'INTERNAL_TRANSFER' })).toBeUndefined();
    expect(statusDisplay(config, { status: 'ACCEPTED', paymentType: 'EXTERNAL_A2A', reasonCode: 'PP11' })).toBeUndefined();
    // A reason code the contract lacks is read as none.
    expect(statusDisplay(config, { status: 'ACCEPTED', paymentType: 'P2P_TRANSFER' })).toBeUndefined();
  });
});
