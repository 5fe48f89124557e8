import type { Queryable } from '../db/database.js';
import { insertRows } from './bulk-insert.js';

interface SeedCard {
  id: string;
  /** The card arrangement of products.ts it belongs to. */
  arrangementId: string;
  name: string;
  brand: string;
  type: 'Debit' | 'Credit';
  /** The last four digits history.ts's statement texts name (DEBIT CARD 4417, VISA 4821, MC 7730). */
  lastFour: string;
  expiry: [year: number, month: number];
  limits: { id: string; channel: string; frequency: string; amount: string; maxAmount: string; minAmount: string }[];
}

const dailyLimit = (channel: string, amount: string, maxAmount: string) => ({
  id: `${channel.toLowerCase()}-daily`,
  channel,
  frequency: 'DAILY',
  amount,
  maxAmount,
  minAmount: '0.00',
});

/** `demo`'s cards: the debit card on Everyday Checking and the two credit cards (expiries as products.ts's cardDetails). */
export const demoCards: readonly SeedCard[] = [
  {
    id: 'card-demo-debit',
    arrangementId: 'arr-demo-debit-card',
    name: 'Everyday Debit Card',
    brand: 'VISA',
    type: 'Debit',
    lastFour: '4417',
    expiry: [2028, 4],
    limits: [dailyLimit('ATM', '500.00', '1000.00'), dailyLimit('POS', '2500.00', '5000.00')],
  },
  {
    id: 'card-demo-visa',
    arrangementId: 'arr-demo-visa',
    name: 'Visa Platinum Rewards',
    brand: 'VISA',
    type: 'Credit',
    lastFour: '4821',
    expiry: [2028, 11],
    limits: [dailyLimit('ATM', '500.00', '2000.00'), dailyLimit('POS', '8000.00', '8000.00')],
  },
  {
    id: 'card-demo-mastercard',
    arrangementId: 'arr-demo-mastercard',
    name: 'Cash Back Mastercard',
    brand: 'MASTERCARD',
    type: 'Credit',
    lastFour: '7730',
    expiry: [2027, 5],
    limits: [dailyLimit('ATM', '300.00', '500.00'), dailyLimit('POS', '3000.00', '3000.00')],
  },
];

export async function seedCards(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'cards',
    ['id', 'arrangement_id', 'name', 'brand', 'card_type', 'holder_name', 'last_four', 'expiry_year', 'expiry_month', 'status', 'limits'],
    demoCards.map((card) => [
      card.id, card.arrangementId, card.name, card.brand, card.type, 'Jordan Smith', card.lastFour, card.expiry[0], card.expiry[1], 'ACTIVE',
      card.limits,
    ]),
  );
  // The notice the credit union's answer in demo's secure messages says it added (member-data.ts, conv-demo-travel).
  await insertRows(
    tx,
    'travel_notices',
    ['id', 'service_agreement_id', 'created_by', 'card_ids', 'departure_date', 'arrival_date', 'destinations', 'contact_phone'],
    [['tn-demo-chicago', 'sa-demo-personal', 'u-demo', ['card-demo-visa'], '2026-12-12', '2026-12-16', [{ country: 'United States', region: 'Illinois' }], '+13035550187']],
  );
}
