// Browser measurements of the release build (see docs/performance.md). Not a test: it prints numbers.
//   node tests/perf/measure.mjs [baseURL]   (serve dist/ first; scripts/measure does both)
// - load: navigation to a playable Casbah board (the board's cells rendered), median of 5 reloads;
// - pick-up: mid-game, from pressing on a tile to the legal spots glowing (the engine lists every
//   legal spot of the tile and the board re-renders), median over the tiles tried.
import { chromium } from "playwright-core";

const base = process.argv[2] || "http://127.0.0.1:4173/";
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args, headless: true });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
await page.goto(base + "#/new/casbah");
await page.getByLabel("Number of players").selectOption("1");
await page.getByLabel("Size of the casbah").selectOption("9x5");
await page.getByRole("button", { name: "Start" }).click();
await page.getByRole("application").waitFor();
const playUrl = page.url();

const loads = [];
for (let i = 0; i < 5; i++) {
  await page.goto("about:blank");
  await page.goto(playUrl);
  await page.getByRole("application").locator("[role=button]").first().waitFor();
  loads.push(await page.evaluate(() => performance.now()));
}

// Build a mid-game casbah by tapping tiles onto legal spots.
async function tapLegal() {
  const tiles = page.locator(".hand").getByRole("button");
  const n = await tiles.count();
  for (let i = 0; i < n; i++) {
    await tiles.nth(i).click();
    const legal = page.getByRole("button", { name: /, legal spot$/ });
    if (await legal.count()) { await legal.first().click(); return true; }
    await page.getByRole("button", { name: "Put back (Esc)" }).click();
  }
  return false;
}
for (let k = 0; k < 15; k++) if (!(await tapLegal())) break;
const placed = await page.getByRole("application").getByRole("button", { name: /: (Room|Garden|Entrance)/ }).count();

const pickups = [];
const tiles = page.locator(".hand").getByRole("button");
for (let i = 0; i < Math.min(10, await tiles.count()); i++) {
  const box = await tiles.nth(i).boundingBox();
  await page.evaluate(() => {
    window.__glow = new Promise((resolve) => {
      let start = performance.now();
      document.addEventListener("pointerdown", () => { start = performance.now(); }, { capture: true, once: true });
      const done = () => resolve(performance.now() - start);
      const obs = new MutationObserver(() => {
        if (document.querySelector("[aria-pressed=true]")) { obs.disconnect(); requestAnimationFrame(done); }
      });
      obs.observe(document.body, { subtree: true, attributes: true, childList: true });
    });
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  pickups.push(await page.evaluate(() => window.__glow));
  await page.mouse.up();
  await page.getByRole("button", { name: "Put back (Esc)" }).click();
}
console.log(JSON.stringify({
  load_to_playable_board_ms: Math.round(median(loads)),
  loads_ms: loads.map(Math.round),
  tiles_on_board_for_pickup: placed,
  pickup_to_legal_spots_glowing_ms: Math.round(median(pickups) * 10) / 10,
  pickups_ms: pickups.map((x) => Math.round(x * 10) / 10),
}, null, 1));
await browser.close();
