// Browser measurement of the companion's sheet (see docs/performance.md). Not a test: it prints
// numbers. A change of the party (the leader, "With dice") redraws the whole sheet, log
// included; this times that redraw on a phone profile, with a long log.
//   node tests/perf/companion.mjs [baseURL] [rounds]   (serve dist/ first; scripts/measure does both)
// - the session: the cook and the carpenter (life 30), scenario 1, played on for `rounds` rounds
//   (each phase advanced, each production, each night's meal, everyone going hungry, and sleep
//   recorded), so the log is long;
// - party change: from the `change` event of the leader's select or the dice box to the next frame
//   after the sheet has redrawn, CPU slowed 4x as Lighthouse's mobile profile does; median of 20.
import { chromium } from "playwright-core";

const base = process.argv[2] || "http://127.0.0.1:4173/";
const rounds = Number(process.argv[3] || 12);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const page = await context.newPage();
await page.goto(base + "robinson-guide.html#/new/robinson");
for (const who of ["Cook", "Carpenter"]) {
  await page.getByRole("checkbox", { name: `Plays: ${who}` }).check();
  const life = page.getByRole("spinbutton", { name: `Life of ${who}`, exact: true });
  await life.fill("30");
  await life.blur();
}
const woodpile = page.getByRole("textbox", { name: "Woodpile columns" });
await woodpile.fill("1 2 3 4 5");
await woodpile.blur();
await page.getByRole("button", { name: "Open the camp sheet" }).click();
await page.locator(".robinson-sheet").waitFor();

// Play on, one phase at a time, to the action phase of round `rounds`, where the party is declared.
const next = page.getByRole("button", { name: "Next phase" });
const phase = async () => (await page.locator("h1").textContent()).match(/Round (\d+) · (\w+)/);
for (let [, n, now] = await phase(); Number(n) < rounds || now !== "Action"; [, n, now] = await phase()) {
  if (now === "Production") await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  if (now === "Night") {
    const meal = page.getByRole("form", { name: "Eat" });
    for (const box of await meal.getByRole("checkbox", { name: /^Goes hungry:/ }).all()) await box.check();
    await meal.getByRole("button", { name: "Record the meal" }).click();
    await page.getByRole("button", { name: "Record the sleep" }).click();
  }
  await next.click();
  if (await page.getByRole("alert").count()) throw new Error(await page.getByRole("alert").first().textContent());
}
const logEntries = await page.locator(".robinson-log li").count();

const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

/** Times one change of a field of the party: from its `change` to the frame after the redraw. */
async function timeChange(change) {
  await page.evaluate(() => {
    window.__redraw = new Promise((resolve) => {
      let start = 0;
      document.addEventListener("change", () => { start = performance.now(); }, { capture: true, once: true });
      const obs = new MutationObserver(() => {
        obs.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      });
      obs.observe(document.querySelector(".robinson-sheet"), { subtree: true, attributes: true, childList: true, characterData: true });
    });
  });
  await change();
  return page.evaluate(() => window.__redraw);
}
const leader = page.getByRole("combobox", { name: "Leader" });
const dice = page.getByRole("checkbox", { name: "With dice" });
const leaders = [], dices = [];
for (let i = 0; i < 20; i++) {
  leaders.push(await timeChange(() => leader.selectOption({ index: i % 2 === 0 ? 1 : 0 })));
  dices.push(await timeChange(() => dice.setChecked(i % 2 === 0)));
}
const round1 = (x) => Math.round(x * 10) / 10;
console.log(JSON.stringify({
  log_entries: logEntries,
  cpu_slowdown: 4,
  leader_change_to_redrawn_ms: round1(median(leaders)),
  dice_toggle_to_redrawn_ms: round1(median(dices)),
  leader_changes_ms: leaders.map(round1),
  dice_toggles_ms: dices.map(round1),
}, null, 1));
await browser.close();
