// Les Cabanes across devices: the host's desktop plays Ann, a guest's phone plays Zoé, a computer
// plays Chloé, a whole game. Every message the phone receives is compared with the real order of
// the piles below their tops (what seed 299 dealt: tests/data/cabanes-deal.json, checked by the
// rules' tests) and its screen with the host's; reloads on either side resume; forged messages
// change nothing.
import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expect, status, test } from "./casbah-helpers";
import {
  fitOf,
  frontOf,
  glowing,
  log,
  openSeeded,
  pile,
  result,
  tapHold,
  targets,
} from "./cabanes-helpers";
import { device, forge, invitation, join, received, recordMessages, refusals } from "./remote-helpers";

/** Seed 299's piles for three seats, each bottom first (its top tile last). */
const DEAL = JSON.parse(readFileSync("tests/data/cabanes-deal.json", "utf8")) as {
  seed: number;
  seats: number;
  piles: number[][];
};

/** How much of the real order below the tops the guest's messages held, over the game. */
type Tally = { tables: number; places: number; same: number };

/** Checks each table a guest was sent while the game went on: the seed zeroed, the tops the real
 * ones, and below them an order that is not the real one. Piles only lose their tops, so the real
 * pile now is the bottom of the dealt one, as long as the pile sent. */
function checkSent(messages: string[], tally: Tally) {
  for (const text of messages) {
    let seen;
    try {
      seen = JSON.parse(text)?.body?.Seen;
    } catch {
      continue;
    }
    // Once the game is over, the whole record goes, seed and all.
    if (!seen || seen.session.finished) continue;
    tally.tables += 1;
    expect(seen.session.game.seed).toBe(0);
    expect(text).not.toContain(`"seed":${DEAL.seed}`);
    const sent = seen.session.game.piles as number[][];
    const below = (piles: number[][]) => piles.flatMap((p) => p.slice(0, -1));
    const real = sent.map((p, i) => DEAL.piles[i].slice(0, p.length));
    expect(sent.map((p) => p.at(-1))).toEqual(real.map((p) => p.at(-1)));
    const [hidden, secret] = [below(sent), below(real)];
    tally.places += hidden.length;
    tally.same += hidden.filter((t, k) => t === secret[k]).length;
    // With ten tiles hidden, another order by chance is out of reach.
    if (secret.length >= 10) expect(hidden).not.toEqual(secret);
  }
}

/** What a screen shows of the open table: the piles' tops and counts, every seat's tiles, the
 * tiles of the huts drawn (a phone draws one hut at a time); not which seats play elsewhere,
 * which differs by device. */
async function openTable(page: Page) {
  const labels = (css: string) =>
    page.locator(css).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  return {
    side: await labels(".cab-piles [aria-label], .cab-fronts [aria-label]:not(.remote-mark)"),
    huts: await labels(".cab-huts g.placed[aria-label]"),
  };
}

/** The guest's screen shows what the host's does of the piles and the seats, and no tile of the
 * huts the host does not. */
async function sameOpenTable(host: Page, phone: Page) {
  const [mine, theirs] = [await openTable(host), await openTable(phone)];
  expect(theirs.side).toEqual(mine.side);
  expect(theirs.huts.length).toBeGreaterThan(0);
  for (const label of theirs.huts) expect(mine.huts).toContain(label);
}

/** Makes `spots` visible: on a phone, the hut tab that shows one is chosen. False when none is. */
async function showing(page: Page, spots: Locator): Promise<boolean> {
  if (await spots.first().isVisible()) return true;
  const tabs = page.getByRole("tab");
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    if (await spots.first().isVisible()) return true;
  }
  return false;
}

/** One turn of `who` on its own screen: the cannon fired once where it can (else held), else
 * the first tile of a pile or of its own that fits built by taps, else a pile's tile kept. */
async function playTurn(page: Page, who: string, cannon: { fired: number }) {
  if ((await status(page).innerText()).includes("may fire")) {
    if (cannon.fired === 0 && (await showing(page, targets(page)))) {
      await targets(page).first().click();
      await page.getByRole("button", { name: "Fire", exact: true }).click();
      cannon.fired += 1;
    } else {
      await page.getByRole("button", { name: "Hold fire" }).click();
    }
    return;
  }
  const own = frontOf(page, who).getByRole("button");
  const handles = [1, 2, 3, 4, 5].map((n) => pile(page, n));
  for (let i = 0; i < (await own.count()); i++) handles.push(own.nth(i));
  for (const handle of handles) {
    if ((await handle.count()) === 0 || (await fitOf(page, handle)) === null) continue;
    expect(await showing(page, glowing(page))).toBe(true);
    await glowing(page).first().click();
    return;
  }
  const first = handles.slice(0, 5);
  for (const handle of first) {
    if ((await handle.count()) === 0) continue;
    await tapHold(page, handle);
    await page.getByRole("button", { name: "Keep this tile in front of you" }).click();
    return;
  }
}

/** The host's save: its record's turns, for forged messages and to see that nothing changed. */
const savedTurns = (host: Page, id: string) =>
  host.evaluate((id) => JSON.parse(localStorage.getItem(`tablee.save.${id}`)!).record.turns.length as number, id);

test("Les Cabanes across devices: a guest plays on a phone and never receives the piles' order, reloads resume, forged messages are refused", async ({
  page: host,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await host.setViewportSize({ width: 1366, height: 900 });
  const id = "cab-remote";
  await openSeeded(host, id, DEAL.seed, [
    { name: "Ann", kind: "Human" },
    { name: "Bruno", kind: { Remote: 482_913_774 } },
    { name: "Chloé", kind: { Computer: "Quick" } },
  ]);
  await expect(host.getByText("Bruno — not connected")).toBeVisible();
  const link = await invitation(host, "Bruno");
  expect(link).toMatch(new RegExp(`#/join/cabanes/${id}/1/482913774$`));

  const phone = await device(browser, baseURL!, true);
  await recordMessages(phone);
  await join(phone, link, "Zoé");
  await expect(host.getByText("Zoé — connected")).toBeVisible();
  await expect(status(phone)).toHaveText("Ann to play");
  // Nothing on the phone to move while Ann plays; its own area is named after it.
  await expect(pile(phone, 1)).toHaveCount(0);
  await expect(frontOf(phone, "Zoé")).toBeVisible();
  await sameOpenTable(host, phone);

  // Forged: junk, another table, a move for the host's seat, its own seat out of turn.
  const refused = refusals(host);
  await forge(phone, [
    "\u0000junk{",
    JSON.stringify({ version: 1, table: "another", body: "Follow" }),
    JSON.stringify({ version: 1, table: id, body: { Act: { seat: 0, token: 1, turn: 0, action: "HoldFire" } } }),
    JSON.stringify({ version: 1, table: id, body: { Act: { seat: 1, token: 482913774, turn: 0, action: { Keep: { pile: 0 } } } } }),
  ]);
  await expect.poll(() => refused.length).toBe(4);
  expect(refused.join("\n")).toMatch(
    /not a message[\s\S]*another[\s\S]*seat 0 is not played on another device[\s\S]*not the turn of seat 1/,
  );
  expect(await savedTurns(host, id)).toBe(0);
  await expect(status(host)).toHaveText("Ann to play");

  const tally: Tally = { tables: 0, places: 0, same: 0 };
  const cannon = { fired: 0 };
  const done = { forged: false, guestReload: false, hostReload: false, compared: 0 };
  let zoeMoves = 0;
  for (let moves = 0; ; moves++) {
    expect(moves, "the game ends").toBeLessThan(120);
    const ours = status(host).filter({ hasText: /^(Ann|Zoé) / });
    await expect(ours.or(result(host)).first()).toBeVisible({ timeout: 20_000 });
    if (await result(host).isVisible()) break;
    const text = await status(host).innerText();
    const mover = text.startsWith("Ann") ? host : phone;
    await expect(status(phone)).toHaveText(text);
    // Now and then, while the table stands still: the phone shows what the host shows.
    if (moves % 8 === 0) {
      await sameOpenTable(host, phone);
      done.compared += 1;
    }
    if (mover === phone && !done.forged) {
      // On its turn, the guest's own seat: an action the engine refuses, one of no game, an
      // undo with nothing to undo, a move for a table that has moved on.
      done.forged = true;
      const turn = await savedTurns(host, id);
      const act = (action: unknown, at = turn) =>
        JSON.stringify({ version: 1, table: id, body: { Act: { seat: 1, token: 482913774, turn: at, action } } });
      await forge(phone, [
        act({ Keep: { pile: 9 } }),
        act({ Sing: { pile: 1 } }),
        JSON.stringify({ version: 1, table: id, body: { Undo: { seat: 1, token: 482913774, turn } } }),
        act("HoldFire", turn - 1),
      ]);
      await expect.poll(() => refused.length).toBe(8);
      expect(refused.slice(4).join("\n")).toMatch(
        /an illegal action[\s\S]*not an action of this game[\s\S]*seat 1 may not undo now[\s\S]*made after move/,
      );
      expect(await savedTurns(host, id)).toBe(turn);
      await expect(status(host)).toHaveText(text);
    }
    if (mover === phone && zoeMoves === 2 && !done.guestReload) {
      done.guestReload = true;
      checkSent(await received(phone), tally);
      await phone.reload();
      await expect(phone.getByText("You play Zoé here.")).toBeVisible({ timeout: 20_000 });
      await expect(status(phone)).toHaveText(text);
    }
    const lines = await log(host).count();
    await playTurn(mover, text.startsWith("Ann") ? "Ann" : "Zoé", cannon);
    await expect.poll(() => log(host).count()).toBeGreaterThan(lines);
    if (mover === phone) zoeMoves += 1;
    if (zoeMoves === 5 && !done.hostReload) {
      done.hostReload = true;
      const url = host.url();
      await host.reload();
      await expect(host.getByText("Zoé — connected")).toBeVisible({ timeout: 20_000 });
      expect(host.url()).toBe(url);
    }
  }
  expect(done).toMatchObject({ forged: true, guestReload: true, hostReload: true });
  expect(done.compared).toBeGreaterThan(3);

  // The end on both screens: the same ranking.
  await expect(result(phone)).toBeVisible({ timeout: 20_000 });
  const ranking = (page: Page) => result(page).getByRole("list", { name: "Ranking" }).innerText();
  expect(await ranking(phone)).toBe(await ranking(host));
  const messages = await received(phone);
  checkSent(messages, tally);
  // Dozens of tables sent; below the tops, no more of the real order than chance gives.
  expect(tally.tables).toBeGreaterThan(20);
  expect(tally.same / tally.places).toBeLessThan(0.25);
  // The finished game's whole record is sent, for the replay: the seed is no secret then.
  expect(messages.filter((m) => m.includes('"finished"')).at(-1)).toContain(`"seed":${DEAL.seed}`);
  expect(messages.join("\n")).not.toContain("482913774");

  // A rematch started on the phone is a new table it holds, which invites Ann afresh (the
  // phone was told no token).
  await result(phone).getByRole("button", { name: "Rematch" }).click();
  await expect(phone).toHaveURL(/#\/play\/[^/]+$/);
  expect(await invitation(phone, "Ann")).toMatch(/#\/join\/cabanes\/[^/]+\/0\/[1-9]\d*$/);
  const away = phone.getByRole("region", { name: "Players on other devices" }).getByRole("listitem");
  await expect(away).toHaveCount(1);
  await expect(away).toContainText("Ann — not connected");
});
