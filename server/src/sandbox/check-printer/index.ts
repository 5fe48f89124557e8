import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/database.js';
import { oneTimeTokenPattern } from '../one-time-tokens.js';
import { standInPageHeaders } from '../stand-in-headers.js';
import { isOrderInput, openFormAccount, openOrderForm, orderFormAccount, placeOrder, readOrderInput, type HandedOverAccount } from './orders.js';
import { checkPrinterStyles, formRefusedPage, orderFormPage, orderPlacedPage, type OrderFormValues } from './pages.js';

/** Where the order form posts, below the sandbox's prefix. */
export const checkPrinterOrdersPath = '/sandbox/harland/orders';

/**
 * The stand-in check printer's landing page once the sso key was redeemed: the account and a
 * new order form bound to it. Undefined when the account is gone.
 */
export async function showOrderForm(db: Database, reply: FastifyReply, handedOver: HandedOverAccount): Promise<FastifyReply | undefined> {
  const account = await orderFormAccount(db, handedOver.arrangement_id);
  if (!account) return undefined;
  const token = await openOrderForm(db, handedOver);
  return standInPageHeaders(reply, { formAction: 'self', styles: checkPrinterStyles }).send(orderFormPage(checkPrinterOrdersPath, token, account));
}

const valuesOf = (body: Record<string, unknown>): OrderFormValues => {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, 40) : undefined);
  return { style: text('style'), boxes: text('boxes'), startingCheckNumber: text('startingCheckNumber') };
};

/**
 * The stand-in check printer's order: `POST /harland/orders` (form fields token, style, boxes,
 * startingCheckNumber). Bad input shows the form again with the problems (400) and keeps the
 * token; a good order spends it, so a replayed form is refused (410) and places nothing.
 */
export async function checkPrinter(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.post('/harland/orders', { bodyLimit: 4096 }, async (request, reply) => {
    standInPageHeaders(reply, { formAction: 'self', styles: checkPrinterStyles });
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token : '';
    if (!oneTimeTokenPattern.test(token)) return reply.code(400).send(formRefusedPage());
    const input = readOrderInput(body);
    if (!isOrderInput(input)) {
      const arrangementId = await openFormAccount(db, token);
      const account = arrangementId ? await orderFormAccount(db, arrangementId) : undefined;
      if (!account) return reply.code(410).send(formRefusedPage());
      return reply.code(400).send(orderFormPage(checkPrinterOrdersPath, token, account, valuesOf(body), input));
    }
    const order = await placeOrder(db, token, input);
    if (!order) return reply.code(410).send(formRefusedPage());
    return reply.send(orderPlacedPage(order, input.style, input.boxes, input.startingCheckNumber));
  });
}
