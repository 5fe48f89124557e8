/*
 * The config checker's second browser entry: the validator of one config/forms/<form>.json, for
 * the runtime's form chunk. Re-exported from index.ts it would land in the first screen's chunk
 * (the bundler puts a module where its importer's chunk is), so the form chunk imports it here.
 */
export { validateFormFile } from './generated/form-file.js';
