import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { emptyStats, modelProperty, prepareModelWorld, type ModelWorld } from './payments-model.js';
import { paymentsConfig } from './payments-helpers.js';

// Money under a long random walk (payments-model.ts): about 2,000 member actions on one
// database, each followed by every invariant checked against the model and the ledger.
// `npm run soak` runs the same model for 100,000 and more.

let t: TestApp;
let world: ModelWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await prepareModelWorld({ db: t.db, member: t.as('u-demo'), config: await paymentsConfig() });
});
afterAll(async () => {
  await t.close();
});

const numRuns = Number(process.env.MODEL_RUNS ?? 20);
const maxCommands = Number(process.env.MODEL_COMMANDS ?? 200);

describe('payment orders against a model of the member’s money', () => {
  it('keeps balances, limits, cash credit and order states equal to the model after every action', async () => {
    const stats = emptyStats();
    const started = Date.now();
    await fc.assert(modelProperty(world, stats, maxCommands), { numRuns, seed: 20261125, endOnFailure: true });
    console.info(`payments model: ${JSON.stringify(stats)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Not vacuous: every outcome happened, and invariants were checked after each action.
    expect(stats.invariantChecks).toBe(stats.operations);
    expect(stats.operations).toBeGreaterThan(numRuns * maxCommands * 0.4);
    for (const outcome of ['processed', 'rejected', 'refused', 'cancelled', 'scheduledRuns'] as const) expect(stats[outcome], outcome).toBeGreaterThan(0);
  }, 600_000);
});
