// What the web benches read in the page about its first render: when the element that says the
// page is there first painted, and the cumulative layout shift up to when it is read.
import type { Page } from '@playwright/test';

/**
 * Installed before the page's own code (page.addInitScript), as source text: tsx would compile a
 * function with helpers that do not exist in the page, and the app's CSP forbids eval.
 * - painted: a promise of performance.now() (navigation start = 0) of the frame painted after
 *   `selector` first matched (a MutationObserver sees the element, the next animation frame is
 *   painted, a message posted from it runs after that paint). The bench awaits it rather than
 *   asking the page again and again: each question is work on the throttled main thread whose
 *   load is being measured.
 * - cls: CLS as web-vitals defines it: the largest burst of layout shifts not caused by input, a
 *   burst ending 1 s after its last shift or 5 s after its first.
 */
export function renderProbeScript(selector: string): string {
  return `(() => {
    let resolvePainted;
    const probe = { cls: 0, painted: new Promise((resolve) => { resolvePainted = resolve; }) };
    window.__pbRenderProbe = probe;
    const selector = ${JSON.stringify(selector)};
    const painted = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolvePainted(performance.now());
      channel.port2.postMessage(0);
    });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document, { childList: true, subtree: true });
    let burst = 0, first = 0, last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        if (burst > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) burst += entry.value;
        else { burst = entry.value; first = entry.startTime; }
        last = entry.startTime;
        probe.cls = Math.max(probe.cls, burst);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  })();`;
}

/** ms from navigation start to the first paint with the element, awaited in the page. */
export async function renderedProbe(page: Page, timeoutMs = 120_000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not render within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return (await Promise.race([page.evaluate('window.__pbRenderProbe.painted'), timedOut])) as number;
  } finally {
    clearTimeout(timer);
  }
}

/** The layout shift so far (read after the page has had time to settle). */
export async function layoutShift(page: Page): Promise<number> {
  return (await page.evaluate('window.__pbRenderProbe.cls')) as number;
}
