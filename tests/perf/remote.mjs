// A table across devices, measured (docs/performance.md, "Across devices"): a host and a guest
// (two contexts of one Chromium, WebRTC over loopback, the signalling server on 127.0.0.1:3536)
// play whole 2-player Casbah games, and each guest action is timed from the guest's tap to the new
// status line on the guest's screen and on the host's. Serve dist/ and start `matchbox_server
// 127.0.0.1:3536` first (`scripts/measure browser` does).
//   node tests/perf/remote.mjs <base url> [games]
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:4390/";
const games = Number(process.argv[3] ?? 3);

/** Records, in page time since the epoch, each change of the first status line. */
const watchStatus = () => {
  const spy = window;
  spy.statusChanges = [];
  const start = () => {
    const status = document.querySelector("[role=status]");
    if (!status) return requestAnimationFrame(start);
    new MutationObserver(() =>
      spy.statusChanges.push({ at: performance.timeOrigin + performance.now(), text: status.textContent }),
    ).observe(status, { childList: true, characterData: true, subtree: true });
  };
  start();
};

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const times = [];
for (let g = 0; g < games; g++) {
  const host = await (await browser.newContext({ baseURL: base })).newPage();
  await host.goto("./casbah.html#/new/casbah");
  await host.getByLabel("Number of players").selectOption("2");
  await host.getByLabel("Who plays player 2", { exact: true }).selectOption("remote");
  await host.getByLabel("Draft order").selectOption("rulebook");
  await host.getByRole("button", { name: "Start" }).click();
  const link = await host.getByRole("region", { name: /^Invite / }).getByRole("textbox", { name: "Link" }).inputValue();
  const guest = await (await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
  await guest.goto(link);
  await guest.getByLabel("Your name").fill("Zoé");
  await guest.getByRole("button", { name: "Sit down" }).click();
  await guest.getByText("You play Zoé here.").waitFor({ timeout: 20_000 });
  await host.evaluate(watchStatus);
  await guest.evaluate(watchStatus);
  const status = (p) => p.getByRole("status").first();
  for (let step = 0; step < 200; step++) {
    const text = await status(host).textContent();
    if (text === "Game over") break;
    const guestsTurn = /Zoé/.test(text);
    const mover = guestsTurn ? guest : host;
    await status(mover).filter({ hasText: text }).waitFor();
    const take = mover.getByRole("region", { name: "Tiles to take" }).getByRole("button", { name: /^Take /, disabled: false }).first();
    const pass = mover.getByRole("button", { name: "No tile fits: pass" });
    let at;
    const stamp = () => mover.evaluate(() => performance.timeOrigin + performance.now());
    if (await take.isVisible()) {
      at = await stamp();
      await take.click();
    } else if (await pass.isVisible()) {
      at = await stamp();
      await pass.click();
    } else {
      const hand = mover.getByRole("region", { name: "Your tiles" }).getByRole("button");
      const n = await hand.count();
      let placed = false;
      for (let i = 0; i < n && !placed; i++) {
        await hand.nth(i).click();
        const legal = mover.getByRole("application", { name: /^Casbah board/ }).getByRole("button", { name: /, legal spot(,|$)/ });
        if ((await legal.count()) === 0) continue;
        at = await stamp();
        await legal.first().click();
        placed = true;
      }
      if (!placed) throw new Error(`nothing to play: ${text}`);
    }
    for (const p of [host, guest]) await status(p).filter({ hasNotText: text }).waitFor({ timeout: 20_000 }).catch(() => {});
    if (!guestsTurn) continue;
    const changed = async (p) =>
      (await p.evaluate(() => window.statusChanges)).find((c) => c.at >= at && c.text !== text)?.at;
    const [onGuest, onHost] = [await changed(guest), await changed(host)];
    if (onGuest && onHost) times.push(Math.max(onGuest, onHost) - at);
  }
  await host.context().close();
  await guest.context().close();
}
await browser.close();
times.sort((a, b) => a - b);
const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(
  `guest action to the new status on both screens: ${times.length} actions over ${games} games, ` +
    `median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
);
