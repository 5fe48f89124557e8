import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/**
 * How deeply a JSON body may nest. The contract's requests nest about 6 levels and configuration
 * files (journeys with json-logic guards) under 20; far deeper bodies only serve to exhaust the
 * stack of whatever walks them (ajv's uniqueItems comparison, the text rule), which answered 500.
 */
export const maxJsonDepth = 64;

/** The deepest nesting of arrays and objects in JSON text, counted without recursion. */
export function jsonDepthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c) index += 1;
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) inString = true;
    else if (character === 0x5b || character === 0x7b) deepest = Math.max(deepest, (depth += 1));
    else if (character === 0x5d || character === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused as before), after a check that the body
 * nests no deeper than `maxJsonDepth`: a deeper one is a 400 before anything walks it.
 */
export function jsonBodiesOfBoundedDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthOf(text) > maxJsonDepth) {
      done(new ApiError(400, 'request.too-deep', `The request body nests deeper than ${maxJsonDepth} levels.`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
