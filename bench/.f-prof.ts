import { chromium } from '@playwright/test';
const origin = process.env.ORIGIN ?? 'http://localhost:8201';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
const p0 = await context.newPage();
await p0.goto(`${origin}/`);
await p0.getByLabel('Username').fill('demo');
await p0.getByLabel('Password').fill('Demo-Password-1!');
await p0.getByRole('button', { name: 'Sign in' }).click();
await p0.getByRole('button', { name: 'Select Personal' }).click();
await p0.getByTestId('accounts-total').waitFor({ timeout: 60_000 });
await p0.close();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const runs = Number(process.env.RUNS ?? 3);
for (let r = 0; r < runs; r++) {
  const events: string[] = [];
  const t0 = Date.now();
  const onReq = (req: any) => events.push(`${Date.now() - t0} start ${req.method()} ${req.url().replace(origin, '').slice(0, 90)}`);
  const onFin = (req: any) => events.push(`${Date.now() - t0} end   ${req.method()} ${req.url().replace(origin, '').slice(0, 90)}`);
  page.on('request', onReq); page.on('requestfinished', onFin);
  context.on('request', ()=>{});
  await page.goto(`${origin}/my-accounts`);
  await page.getByTestId('accounts-total').waitFor({ timeout: 60_000 });
  const t = await page.evaluate(() => performance.now());
  page.off('request', onReq); page.off('requestfinished', onFin);
  console.log(`run ${r}: ${Math.round(t)} ms`);
  if (r === 0) { const { gzipSync } = await import('node:zlib'); const { readFileSync } = await import('node:fs'); let total = 0; for (const e of events) { const m = / start GET (\/assets\/\S+\.js)/.exec(e); if (m) { const n = gzipSync(readFileSync('/tmp/f-dist' + m[1])).length; total += n; console.log('  ', m[1], (n/1024).toFixed(1)); } } console.log('first-screen JS gzip KB', (total/1024).toFixed(1)); }
  if (process.env.VERBOSE) console.log(events.join('\n'));
}
await browser.close();
