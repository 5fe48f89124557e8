import type { ErrorSchema } from '@rjsf/utils';
import { pointerSegments } from '../config-checks/index.js';
import type { ValidationProblem } from './studio-api.js';

/**
 * The server's problems of one file as rjsf's `extraErrors`: each message lands on the field its
 * JSON pointer names, and says the pointer, so the operator can match it with config:check's output.
 */
export function errorSchemaOf(problems: readonly ValidationProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const segment of pointerSegments(problem.pointer)) {
      // `__errors` is rjsf's own key; a property of that name cannot be addressed, its parent gets the message.
      if (segment === '__errors') break;
      const next = node[segment];
      if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
      else {
        const child: Record<string, unknown> = {};
        node[segment] = child;
        node = child;
      }
    }
    const list = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
    list.push(`${problem.message} (${problem.pointer || '/'})`);
    node.__errors = list;
  }
  return root as ErrorSchema;
}
