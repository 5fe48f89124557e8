/**
 * `npm run tenant:new <id> -- --name "…" --phone "…" --primary-color "#…" [--short-name "…"]
 * [--email "…"] [--host <host name>]…`: scaffolds config/tenants/<id>/ with an app.json overlay
 * (name, phone, colours) merged over config/ like every tenant, and maps the host names to it in
 * config/tenants.json. `npm run config:check <id>` validates the result. PASSBOOK_CONFIG_DIR
 * scaffolds into another configuration folder.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tenantIdPattern } from '../server/src/config/tenants.js';
import { defaultConfigDir } from '../src/config-checks/node.js';
import { parseArguments, UsageError } from './config-database.js';

export const tenantNewUsage =
  'usage: npm run tenant:new <id> -- --name "Credit union name" --phone "(555) 555-0100" --primary-color "#0b5d3b" [--short-name "…"] [--email "…"] [--host host.example]';

const colourPattern = /^#[0-9a-fA-F]{6}$/;
const hostPattern = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;
const known = new Set(['name', 'phone', 'primary-color', 'short-name', 'email', 'host']);

export async function scaffoldTenant(args: readonly string[], environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positional, flags } = parseArguments(args);
  const unknown = [...flags.keys()].filter((name) => !known.has(name));
  if (positional.length !== 1 || unknown.length > 0) {
    throw new UsageError(`${unknown.length > 0 ? `unknown option --${unknown.join(', --')}\n` : ''}${tenantNewUsage}`);
  }
  const id = positional[0] as string;
  const one = (name: string) => flags.get(name)?.at(-1)?.trim();
  const problems: string[] = [];
  if (!tenantIdPattern.test(id)) problems.push(`"${id}" is not a valid tenant id: 2–40 lower-case letters, digits and dashes, starting with a letter (e.g. mesa-peak)`);
  if (id === 'default') problems.push('"default" is config/ itself; choose another id');
  const name = one('name');
  const phone = one('phone');
  const colour = one('primary-color');
  if (!name) problems.push('--name is required: the credit union’s name as members see it');
  if (!phone) problems.push('--phone is required: the number members call');
  if (!colour) problems.push('--primary-color is required: the brand colour as #rrggbb');
  else if (!colourPattern.test(colour)) problems.push(`--primary-color "${colour}" is not a colour as #rrggbb (e.g. #0b5d3b)`);
  const hosts = flags.get('host') ?? [];
  for (const host of hosts) if (!hostPattern.test(host)) problems.push(`--host "${host}" is not a host name (lower case, no port, e.g. online.example.org)`);
  const configDir = environment.PASSBOOK_CONFIG_DIR ? path.resolve(environment.PASSBOOK_CONFIG_DIR) : defaultConfigDir;
  const folder = path.join(configDir, 'tenants', id);
  if (await stat(folder).then(() => true, () => false)) problems.push(`tenant "${id}" exists already (${folder}); edit its files instead`);
  const mappingPath = path.join(configDir, 'tenants.json');
  const mapping: { tenants?: Record<string, { hosts: string[] }> } = await readFile(mappingPath, 'utf8').then(
    (text) => JSON.parse(text) as { tenants?: Record<string, { hosts: string[] }> },
    () => ({ $schema: '../schemas/tenants.schema.json', tenants: {} }),
  );
  const taken = Object.entries(mapping.tenants ?? {}).flatMap(([tenant, entry]) => entry.hosts.filter((host) => hosts.includes(host)).map((host) => `${host} (${tenant})`));
  if (taken.length > 0) problems.push(`host names already mapped: ${taken.join(', ')}`);
  if (problems.length > 0) throw new UsageError(problems.join('\n'));

  const app = {
    $schema: '../../../schemas/app.schema.json',
    name,
    shortName: one('short-name') ?? name,
    phone,
    ...(one('email') ? { email: one('email') } : {}),
    theme: { colorPrimary: colour, colorLink: colour },
  };
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'app.json'), `${JSON.stringify(app, null, 2)}\n`);

  mapping.tenants = { ...(mapping.tenants ?? {}), [id]: { hosts } };
  await writeFile(mappingPath, `${JSON.stringify(mapping, null, 2)}\n`);
  return [
    `created ${path.relative(process.cwd(), folder) || folder}/app.json`,
    hosts.length > 0 ? `mapped ${hosts.join(', ')} to ${id} in tenants.json` : `added ${id} to tenants.json (no host names yet; TENANT=${id} serves it)`,
    `next: npm run config:check ${id}`,
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  scaffoldTenant(process.argv.slice(2)).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
