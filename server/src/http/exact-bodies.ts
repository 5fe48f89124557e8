import { Ajv, type AnySchema } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The app-wide validator coerces types (query strings arrive as text, so `size=10` must become
 * 10). A JSON body already has types: coercing it would turn `{"serviceAgreementId": 42}` into
 * "42" and accept it. Routes with a body use this compiler: bodies are validated as sent, every
 * other part with the app's coercing options.
 */
// ajv-formats is CommonJS: Node hands over module.exports, which carries the plugin as .default too.
const addFormats = ajvFormats.default;
const validatorOptions = { allErrors: true, removeAdditional: false, useDefaults: true } as const;
const exactBodies = new Ajv({ ...validatorOptions, coerceTypes: false });
const coercedParts = new Ajv({ ...validatorOptions, coerceTypes: 'array' });
addFormats(exactBodies);
addFormats(coercedParts);

export const exactBodyValidator: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? exactBodies : coercedParts).compile(schema);
