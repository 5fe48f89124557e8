// @vitest-environment node
/**
 * Runs docs/onboarding.md: every `sh` block, as written, in order, in a copy of the repository (so
 * the scaffolded tenant, the build and the database never touch this checkout), then checks
 * what the page promises. The page and this test cannot drift: the commands come from the page.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const page = await readFile(path.join(root, 'docs', 'onboarding.md'), 'utf8');

interface Block {
  info: string;
  body: string;
}

const blocks: Block[] = [...page.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({ info: (match[1] ?? '').trim(), body: match[2] ?? '' }));
const commands = blocks.filter((block) => block.info === 'sh');
const serveLine = /^(?<env>(?:[A-Z_]+=\S+ )*)npm run serve$/;

/** What the repository needs to build and run, copied; node_modules linked. */
const copied = ['config', 'schemas', 'scripts', 'server', 'src', 'widgets', 'public', 'package.json', 'tsconfig.json', 'vite.config.ts', 'index.html', 'studio.html'];

let sandbox: string;
let server: ChildProcess | undefined;
const environment = { ...process.env };
// The page's commands must work with nothing set; the test's own settings would change them.
for (const name of ['DATABASE_URL', 'TENANT', 'PORT', 'PASSBOOK_CONFIG_DIR', 'PASSBOOK_DATA_DIR', 'PASSBOOK_APP_DIR', 'VITEST', 'NODE_ENV']) delete environment[name];

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'onboarding-'));
  for (const name of copied) {
    if (await stat(path.join(root, name)).then(() => true, () => false)) {
      await cp(path.join(root, name), path.join(sandbox, name), { recursive: true, filter: (source) => !source.includes(`${path.sep}.data`) });
    }
  }
  await symlink(path.join(root, 'node_modules'), path.join(sandbox, 'node_modules'), 'dir');
});

afterAll(async () => {
  // Only the server this test started, by its own process group.
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(sandbox, { recursive: true, force: true });
});

async function fetchBundle(port: number): Promise<Record<string, unknown> | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/config/bundle`);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

describe('docs/onboarding.md', () => {
  it('puts every command it mentions in a block the test runs', () => {
    expect(commands.length).toBeGreaterThanOrEqual(6);
    const runnable = commands.map((block) => block.body).join('\n');
    for (const [, mentioned] of page.matchAll(/`(npm run [a-z:-]+)/g)) expect(runnable, mentioned).toContain(mentioned as string);
  });

  it('describes a Keycloak realm the app can sign in with', async () => {
    const realmBlock = blocks.find((block) => block.info === 'json keycloak-realm');
    const realm = JSON.parse(realmBlock?.body ?? '{}') as {
      realm: string;
      clients: { clientId: string; publicClient: boolean; rootUrl: string; redirectUris: string[]; attributes: Record<string, string> }[];
    };
    const appBlock = commands.find((block) => block.body.includes('cat > config/tenants/summit-ridge/app.json'));
    const app = JSON.parse(/<<'EOF'\n([\s\S]*?)\nEOF/.exec(appBlock?.body ?? '')?.[1] ?? '{}') as { auth: { authority: string; clientId: string } };
    expect(app.auth.authority).toMatch(new RegExp(`/realms/${realm.realm}$`));
    const client = realm.clients.find((item) => item.clientId === app.auth.clientId);
    expect(client).toBeDefined();
    expect(client?.publicClient).toBe(true);
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    // Every path the sign-in provider's client allows must be allowed by the realm too.
    const signIn = JSON.parse(await readFile(path.join(root, 'config', 'sign-in.json'), 'utf8')) as { redirectPaths: string[] };
    for (const redirect of signIn.redirectPaths) expect(client?.redirectUris).toContain(`${client?.rootUrl}${redirect}`);
  });

  it('takes a new credit union from nothing to production with its commands', async () => {
    for (const block of commands) {
      const script = block.body.trim();
      const serve = serveLine.exec(script);
      if (serve) {
        const port = Number(/PORT=(\d+)/.exec(script)?.[1] ?? 8080);
        server = spawn('bash', ['-c', script], { cwd: sandbox, env: environment, detached: true, stdio: 'ignore' });
        let bundle: Record<string, unknown> | undefined;
        for (let attempt = 0; attempt < 480 && bundle === undefined && server.exitCode === null; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          bundle = await fetchBundle(port);
        }
        expect(bundle, `${script} serves /config/bundle`).toBeDefined();
        const app = bundle?.app as { name: string; apiRoot: string; auth: { authority: string } };
        expect(app.name).toBe('Summit Ridge Credit Union');
        expect(app.apiRoot).toBe('https://platform.summitridge.example/api');
        expect(app.auth.authority).toBe('https://login.summitridge.example/realms/summit-ridge');
        // The wording imported in step 7 is what members get, merged over config/'s catalogue.
        const messages = bundle?.messages as Record<string, string>;
        expect(messages['route.myAccounts.title']).toBe('Welcome to Summit Ridge');
        expect(messages['menu.moveMoney']).toBe('Transfers');
        expect(messages['shell.skipToContent']).toBeTruthy();
        continue;
      }
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], { cwd: sandbox, env: environment, maxBuffer: 64 * 1024 * 1024 }).catch(
        (error: { stdout?: string; stderr?: string; message: string }) => {
          throw new Error(`"${script}" failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}\n${error.message}`);
        },
      );
      const checks = script.split('\n').filter((line) => line.startsWith('npm run config:check')).length;
      expect(stdout.match(/^configuration valid$/gm) ?? [], script).toHaveLength(checks);
    }
    await expect(stat(path.join(sandbox, 'dist', 'index.html'))).resolves.toBeTruthy();
    await expect(stat(path.join(sandbox, 'passbook-web.tar.gz'))).resolves.toBeTruthy();
    const mapping = JSON.parse(await readFile(path.join(sandbox, 'config', 'tenants.json'), 'utf8')) as { tenants: Record<string, { hosts: string[] }> };
    expect(mapping.tenants['summit-ridge']).toEqual({ hosts: ['online.summitridge.example'] });
    expect(server, 'the page starts the configuration service').toBeDefined();
  }, 20 * 60_000);
});
