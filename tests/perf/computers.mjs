// How long the computer players take in the page (see docs/performance.md). Not a test: it prints
// numbers. Three strong computers play Drunter & Drüber and Capt'n Clever by themselves; for each
// action the page records when the log changed. A computer waits 350 ms before it decides (so a
// human can follow), so the time it took to decide and redraw is the gap between two log changes
// minus 350 ms. Long tasks (main thread busy > 50 ms) are counted too.
//   node tests/perf/computers.mjs [baseURL] [actions]   (serve dist/ first; scripts/measure does)
import { chromium } from "playwright-core";

const base = process.argv[2] || "http://127.0.0.1:4173/";
const wanted = Number(process.argv[3] || 60);
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args, headless: true });
for (const game of ["drunter", "captn-clever"]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(base + "#/new/" + game);
  await page.getByLabel("Number of players").selectOption("3");
  for (const i of [1, 2, 3]) {
    await page.getByLabel(`Who plays player ${i}`, { exact: true }).selectOption("strong");
  }
  await page.evaluate(() => {
    window.__changes = [];
    window.__long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); })
      .observe({ type: "longtask", buffered: false });
    const watch = () => {
      const log = document.querySelector(".log ol");
      if (!log) return setTimeout(watch, 20);
      let last = log.children.length;
      new MutationObserver(() => {
        if (log.children.length !== last) { last = log.children.length; window.__changes.push(performance.now()); }
      }).observe(log, { childList: true });
    };
    watch();
  });
  await page.getByRole("button", { name: "Start" }).click();
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const n = await page.evaluate(() => window.__changes.length);
    const over = await page.getByRole("status").first().textContent();
    if (n > wanted || /Game over|wins!/.test(over ?? "")) break;
    await page.waitForTimeout(500);
  }
  const { changes, long } = await page.evaluate(() => ({ changes: window.__changes, long: window.__long }));
  const gaps = changes.slice(1).map((t, i) => t - changes[i] - 350).filter((g) => g >= 0);
  console.log(`${game}: ${gaps.length} computer actions; decide + redraw after the 350 ms pause: median ${pct(gaps, 0.5).toFixed(0)} ms, 90th percentile ${pct(gaps, 0.9).toFixed(0)} ms, max ${Math.max(...gaps).toFixed(0)} ms; long tasks: ${long.length}, longest ${long.length ? Math.max(...long).toFixed(0) : 0} ms`);
  await page.close();
}
await browser.close();
