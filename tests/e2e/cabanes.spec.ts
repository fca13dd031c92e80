// Les Cabanes de M'sieur Robinson in the browser: a whole game of a person against two computers
// played by mouse drags (a tile kept, one built from the player's own area, one turned over, a
// cannon shot that brings tiles down, the final tables), a refused drop and its reason, a reload
// that resumes exactly, one placement by keyboard and one by touch on a phone, and the embed.
//
// Games start from a save written into localStorage with a fixed seed, so every run plays the same
// game: the computers decide from the seed and the number of moves played. Seed 299 was picked by
// playing this file's strategy (below) against the engine's quick computers natively: with it the
// person meets a cannon on a pile in their 4th turn whose shot brings a tile down, can turn a
// tile over and build from their own area, and the game ends after about 90 moves.
import { type Locator, type Page } from "@playwright/test";
import {
  Finger,
  centre,
  expect,
  expectInView,
  fingerTap,
  layoutOf,
  recordClicks,
  seatPeople,
  status,
  test,
} from "./casbah-helpers";
import {
  built,
  dragOnto,
  fitOf,
  frontOf,
  glowing,
  heldPanel,
  huts,
  log,
  message,
  openSeeded,
  ownArea,
  pile,
  piles,
  refusable,
  result,
  targets,
} from "./cabanes-helpers";

const SEED = 299;
const PEOPLE = ["Ann", "Bruno", "Chloé"];

const annAndComputers = [
  { name: "Ann", kind: "Human" },
  { name: "Bruno", kind: { Computer: "Quick" } },
  { name: "Chloé", kind: { Computer: "Quick" } },
];

type Goals = { kept: boolean; front: boolean; turned: boolean; fallen: number; cannons: number };

/** Waits until the game waits for Ann again, or is over. */
async function untilAnnsTurn(page: Page): Promise<"turn" | "cannon" | "over"> {
  const annToPlay = status(page).filter({ hasText: /^Ann (to play|may fire)/ });
  await expect(annToPlay.or(result(page))).toBeVisible({ timeout: 20_000 });
  if (await result(page).isVisible()) return "over";
  return (await status(page).innerText()).includes("may fire") ? "cannon" : "turn";
}

/** Ann's cannon: the first target whose shot brings other tiles down, else hold fire. */
async function aimAndFire(page: Page, goals: Goals) {
  const aim = page.locator(".cab-aim");
  const n = await targets(page).count();
  expect(n).toBeGreaterThan(0);
  if (goals.fallen === 0) {
    for (let i = 0; i < n; i++) {
      const target = targets(page).nth(i);
      await target.click();
      await expect(aim).toContainText("Aimed at:");
      const words = await aim.innerText();
      const falls = /(\d+) tiles? falls? with it/.exec(words);
      if (!falls) continue;
      // Pointing outlines the target and every tile that would fall with it.
      await expect(huts(page).locator("g.placed.falls")).toHaveCount(Number(falls[1]) + 1);
      const before = await built(page).count();
      const inFront = await frontOf(page, "Ann").getByRole("listitem").count();
      await page.getByRole("button", { name: "Fire", exact: true }).click();
      await expect(built(page)).toHaveCount(before - Number(falls[1]) - 1);
      // What fell lies in front of Ann now (a cannon knocked off leaves the game).
      await expect.poll(async () => frontOf(page, "Ann").getByRole("listitem").count()).toBeGreaterThan(inFront);
      await expect(log(page).filter({ hasText: /^Ann's cannon knocks / })).toHaveCount(1);
      goals.fallen = Number(falls[1]);
      return;
    }
  }
  await page.getByRole("button", { name: "Hold fire" }).click();
}

/** One of Ann's turns, by the strategy the seed was picked with. */
async function annPlays(page: Page, goals: Goals) {
  const tops: (string | null)[] = [];
  for (let n = 1; n <= 5; n++) {
    tops.push((await pile(page, n).count()) > 0 ? await pile(page, n).getAttribute("aria-label") : null);
  }
  const build = async (handle: Locator) => dragOnto(page, handle, (p) => glowing(p).first());
  // A cannon first, until one has brought tiles down.
  if (goals.fallen === 0) {
    for (const [i, name] of tops.entries()) {
      if (!name?.includes("with a cannon")) continue;
      const fit = await fitOf(page, pile(page, i + 1));
      if (fit === null) continue;
      goals.cannons += 1;
      return build(pile(page, i + 1));
    }
  }
  // Once: a tile kept, dropped on Ann's own area.
  if (!goals.kept) {
    const first = tops.findIndex((t) => t !== null);
    await dragOnto(page, pile(page, first + 1), ownArea);
    await expect(log(page).filter({ hasText: /^Ann takes .+ keeps it\.$/ })).toHaveCount(1);
    goals.kept = true;
    return;
  }
  // A tile of her own that fits.
  const own = frontOf(page, "Ann").getByRole("button");
  for (let i = 0; i < (await own.count()); i++) {
    const fit = await fitOf(page, own.nth(i));
    if (fit === null) continue;
    const before = await own.count();
    await build(own.nth(i));
    goals.front = true;
    goals.turned ||= fit;
    await expect(frontOf(page, "Ann").getByRole("listitem")).toHaveCount(before - 1);
    return;
  }
  // Once: a tile turned over.
  if (!goals.turned) {
    for (let i = 0; i < 5; i++) {
      if (tops[i] === null || !tops[i]!.includes("may be turned over")) continue;
      if ((await fitOf(page, pile(page, i + 1), true)) === null) continue;
      await expect(heldPanel(page)).toContainText("(turned over)");
      await build(pile(page, i + 1));
      goals.turned = true;
      return;
    }
  }
  for (let i = 0; i < 5; i++) {
    if (tops[i] === null) continue;
    const fit = await fitOf(page, pile(page, i + 1));
    if (fit === null) continue;
    goals.turned ||= fit;
    return build(pile(page, i + 1));
  }
  await dragOnto(page, pile(page, tops.findIndex((t) => t !== null) + 1), ownArea);
}

test("a person against two computers, by mouse drags to the end: kept, built from her area, turned over, a cannon shot, the final tables", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSeeded(page, "cab-e2e-game", SEED, annAndComputers);
  const goals: Goals = { kept: false, front: false, turned: false, fallen: 0, cannons: 0 };
  let moves = 0;
  for (;;) {
    const now = await untilAnnsTurn(page);
    if (now === "over") break;
    // Every move adds to the log: wait for it, so the next look is at the new table.
    const lines = await log(page).count();
    if (now === "cannon") await aimAndFire(page, goals);
    else await annPlays(page, goals);
    await expect.poll(async () => log(page).count()).toBeGreaterThan(lines);
    moves += 1;
    expect(moves, "the game ends").toBeLessThan(80);
  }
  expect(goals).toMatchObject({ kept: true, front: true, turned: true });
  expect(goals.fallen).toBeGreaterThan(0);
  // The end: who won, every seat's points, how it ended.
  await expect(result(page).getByRole("heading", { level: 2 })).toContainText(/wins!|share the win!/);
  const ranking = result(page).getByRole("list", { name: "Ranking" }).getByRole("listitem");
  await expect(ranking).toHaveCount(3);
  for (const who of PEOPLE) await expect(ranking.filter({ hasText: who })).toHaveCount(1);
  await expect(result(page).locator(".note")).not.toBeEmpty();
  // The final tables: one per hut.
  for (const hut of [1, 2, 3]) {
    await expect(result(page).getByRole("table", { name: new RegExp(`Hut ${hut}`) })).toBeVisible();
  }
});

test("a refused drop says why and keeps the tile in hand; a reload resumes exactly", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSeeded(page, "cab-e2e-refused", SEED, annAndComputers);
  await expect(status(page)).toHaveText(/^Ann to play/);
  // Dropped on a cell where it does not fit: refused with its reasons, still in hand.
  await dragOnto(page, pile(page, 1), (p) => refusable(p).first());
  await expect(message(page)).not.toBeEmpty();
  await expect(message(page)).toContainText(/cannot be built|not|no /i);
  await expect(pile(page, 1)).toHaveAttribute("aria-pressed", "true");
  await expect(log(page)).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(heldPanel(page)).toHaveCount(0);
  await expect(message(page)).toBeEmpty();

  // A few moves, then a reload: the same huts, piles, tiles in front and log.
  for (let turn = 0; turn < 3; turn++) {
    await expect(status(page)).toHaveText(/^Ann to play/, { timeout: 20_000 });
    let done = false;
    for (let n = 1; n <= 5 && !done; n++) {
      if ((await fitOf(page, pile(page, n))) === null) continue;
      await dragOnto(page, pile(page, n), (p) => glowing(p).first());
      done = true;
    }
    if (!done) await dragOnto(page, pile(page, 1), ownArea);
  }
  await expect(status(page)).toHaveText(/^Ann to play/, { timeout: 20_000 });
  const snapshot = async () => ({
    huts: await built(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
    piles: await piles(page).getByRole("listitem").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
    fronts: await page.locator(".cab-fronts").innerText(),
    log: await log(page).allInnerTexts(),
  });
  const before = await snapshot();
  expect(before.log.length).toBeGreaterThan(6);
  await page.reload();
  await expect(huts(page)).toBeVisible();
  expect(await snapshot()).toEqual(before);
});

test("one placement by keyboard: Enter picks a pile's tile, the arrows choose a cell, Enter builds", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSeeded(page, "cab-e2e-keys", SEED, annAndComputers);
  await expect(status(page)).toHaveText(/^Ann to play/);
  let n = 1;
  while ((await fitOf(page, pile(page, n))) !== false) n += 1;
  await page.keyboard.press("Escape");
  await pile(page, n).focus();
  await page.keyboard.press("Enter");
  await expect(pile(page, n)).toHaveAttribute("aria-pressed", "true");
  // The board has the focus and its cursor starts on a glowing cell; an arrow and back.
  const board = page.locator("svg.cab-board");
  await expect(board).toBeFocused();
  const cursor = huts(page).locator("g.open.cursor");
  await expect(cursor).toHaveClass(/legal/);
  const start = await cursor.getAttribute("data-cell");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowDown");
  await expect(huts(page).locator("g.open.cursor")).toHaveCount(1);
  if ((await huts(page).locator("g.open.cursor").getAttribute("data-cell")) !== start) {
    await page.keyboard.press("ArrowUp");
  }
  const tiles = await built(page).count();
  await page.keyboard.press("Enter");
  await expect(built(page)).toHaveCount(tiles + 1);
  await expect(log(page).filter({ hasText: /^Ann builds / })).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("one placement by touch: a finger drags a pile's tile onto a glowing cell of the hut shown", async ({
    page,
  }) => {
    await openSeeded(page, "cab-e2e-touch", SEED, annAndComputers);
    await expect(status(page)).toHaveText(/^Ann to play/);
    let n = 1;
    while ((await fitOf(page, pile(page, n))) !== false) n += 1;
    // One hut at a time: its tab shows where the held tile may go.
    const tab = page.getByRole("tab").filter({ has: page.locator(".glow-mark") }).first();
    await tab.tap();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(glowing(page).first()).toBeVisible();
    const tiles = await built(page).count();
    const finger = await Finger.of(page);
    await pile(page, n).scrollIntoViewIfNeeded();
    await finger.down(await centre(pile(page, n)));
    await finger.move({ ...(await centre(pile(page, n))), y: (await centre(pile(page, n))).y - 30 }, 3);
    const to = await centre(glowing(page).first());
    await finger.carry(to);
    await finger.up();
    await expect(built(page)).toHaveCount(tiles + 1);
    await expect(log(page).filter({ hasText: /^Ann builds / })).toHaveCount(1);
  });

  test("taps reach the piece tapped: a tile taken and put back, then another of hers taken, no other button touched", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openSeeded(page, "cab-e2e-taps", SEED, annAndComputers);
    const finger = await Finger.of(page);
    const clicks = await recordClicks(page);
    // Two turns of keeping the first pile's tile, by taps: Ann then has two tiles in front.
    const keep = page.getByRole("button", { name: "Keep this tile in front of you" });
    for (let turn = 1; turn <= 2; turn++) {
      await expect(status(page)).toHaveText(/^Ann to play/, { timeout: 20_000 });
      await pile(page, 1).scrollIntoViewIfNeeded();
      await fingerTap(finger, pile(page, 1));
      await expect(pile(page, 1)).toHaveAttribute("aria-pressed", "true");
      await keep.scrollIntoViewIfNeeded();
      await fingerTap(finger, keep);
      await expect(frontOf(page, "Ann").getByRole("button")).toHaveCount(turn, { timeout: 20_000 });
    }
    await expect(status(page)).toHaveText(/^Ann to play/, { timeout: 20_000 });
    expect(await clicks()).toEqual(["Keep this tile in front of you", "Keep this tile in front of you"]);
    const moves = await log(page).count();

    // Her tiles at the top of the screen, the buttons under them.
    await ownArea(page).evaluate((e) => e.scrollIntoView({ block: "start" }));
    const mine = frontOf(page, "Ann").getByRole("button");
    await fingerTap(finger, mine.first());
    await expect(mine.first()).toHaveAttribute("aria-pressed", "true");
    const putBack = page.getByRole("button", { name: "Put back", exact: true });
    await expectInView(page, putBack);
    await fingerTap(finger, putBack);
    await expect(heldPanel(page)).toHaveCount(0);
    await fingerTap(finger, mine.nth(1));
    await expect(mine.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(heldPanel(page)).toBeVisible();
    // Only "Put back" took a click (never Undo beside it); nothing was undone.
    expect(await clicks()).toEqual(["Put back"]);
    await expect(log(page)).toHaveCount(moves);
    await expect(mine).toHaveCount(2);
  });

  test("nothing moves under a finger as a tile is picked up, and her own area stays in sight", async ({ page }) => {
    await openSeeded(page, "cab-e2e-still", SEED, annAndComputers);
    await expect(status(page)).toHaveText(/^Ann to play/);
    // The piles and her area at the foot of the screen.
    await ownArea(page).evaluate((e) => e.scrollIntoView({ block: "end" }));
    const parts = [".how-to-play", ".cab-huts", "svg.cab-board", ".cab-piles .draggable", "section.cab-own h2"];
    const tile = pile(page, 1);
    const from = await centre(tile);
    const before = await layoutOf(page, parts);
    const finger = await Finger.of(page);
    await finger.down(from);
    expect(await layoutOf(page, parts)).toEqual(before);
    await finger.move({ x: from.x, y: from.y - 20 }, 2);
    await expect(tile).toHaveAttribute("aria-pressed", "true");
    await expect(glowing(page).first()).toBeVisible();
    expect(await layoutOf(page, parts)).toEqual(before);
    await expectInView(page, ownArea(page).getByRole("heading"));
    await finger.move(from, 3);
    await finger.up();
    await expect(heldPanel(page)).toHaveCount(0);
  });

  test("a refused drop says why in view of the board", async ({ page }) => {
    await openSeeded(page, "cab-e2e-refused-touch", SEED, annAndComputers);
    await expect(status(page)).toHaveText(/^Ann to play/);
    const finger = await Finger.of(page);
    const from = await centre(pile(page, 1));
    await finger.down(from);
    await finger.move({ x: from.x, y: from.y - 20 }, 2);
    await expect(refusable(page).first()).toBeVisible();
    await finger.carry(await centre(refusable(page).first()));
    await finger.up();
    await expect(message(page)).not.toBeEmpty();
    await expect(pile(page, 1)).toHaveAttribute("aria-pressed", "true");
    await expectInView(page, message(page));
  });
});

test("the embed plays Les Cabanes and resumes it after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto(`./embed.html?game=cabanes&lang=en&players=2&opponents=quick&seed=${SEED}`);
  await expect(huts(page)).toBeVisible();
  await expect(status(page)).toHaveText(/ to play$/);
  const me = (await status(page).innerText()).replace(/ to play$/, "");
  const fronts = await page.locator("section.cab-front h2").allInnerTexts();
  const other = fronts.map((t) => t.split(" — ")[0]).find((name) => name !== me)!;
  let n = 1;
  while ((await fitOf(page, pile(page, n))) !== false) n += 1;
  const tiles = await built(page).count();
  await dragOnto(page, pile(page, n), (p) => glowing(p).first());
  await expect(built(page)).toHaveCount(tiles + 1);
  // The computer answers; the game is saved under the embed's own name.
  await expect(log(page).filter({ hasText: other }).first()).toBeVisible({ timeout: 10_000 });
  await expect(status(page)).toHaveText(`${me} to play`);
  const names = await built(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  const lines = await log(page).allInnerTexts();
  await page.reload();
  await expect(huts(page)).toBeVisible();
  expect(await built(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).toEqual(names);
  expect(await log(page).allInnerTexts()).toEqual(lines);
});

/** The page's randomness made one repeated byte, so a draw of the first player is known beforehand:
 * a seed of eight bytes `b` drawn among three players gives seat 0 for 0, seat 2 for 1, seat 1 for 2. */
async function fixedRandom(page: Page, byte: number) {
  await page.addInitScript((b) => {
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(b);
      return array;
    };
  }, byte);
}

/** A new game of three people at the setup form; `first` is the first player's option. */
async function startThree(page: Page, first: string) {
  await page.goto("./#/new/cabanes");
  await seatPeople(page, PEOPLE);
  const choice = page.getByLabel("First player");
  await expect(choice.getByRole("option")).toHaveText(["Drawn at random", ...PEOPLE]);
  await choice.selectOption(first);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
}

/** The players of the one saved game, in their seats' order. */
const savedOrder = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("tablee.save."))!;
    return JSON.parse(localStorage.getItem(key)!).players.map((p: { name: string }) => p.name) as string[];
  });

test("who starts: the table picks the first player, who really plays first, the order around the table kept; a reload keeps it", async ({
  page,
}) => {
  await startThree(page, "Chloé");
  await expect(status(page)).toHaveText("Chloé to play");
  expect(await savedOrder(page)).toEqual(["Chloé", "Ann", "Bruno"]);
  await dragOnto(page, pile(page, 1), ownArea);
  await expect(log(page).filter({ hasText: /^Chloé takes .+ keeps it\.$/ })).toHaveCount(1);
  await expect(status(page)).toHaveText("Ann to play");
  await page.reload();
  await expect(status(page)).toHaveText("Ann to play");
  await expect(log(page).filter({ hasText: /^Chloé takes .+ keeps it\.$/ })).toHaveCount(1);
  expect(await savedOrder(page)).toEqual(["Chloé", "Ann", "Bruno"]);
});

for (const [byte, drawn] of [
  [0, "Ann"],
  [1, "Chloé"],
  [2, "Bruno"],
] as const) {
  test(`who starts: a drawn first player (${drawn}) starts, and the save keeps the draw`, async ({ page }) => {
    await fixedRandom(page, byte);
    await startThree(page, "Drawn at random");
    await expect(status(page)).toHaveText(`${drawn} to play`);
    const order = await savedOrder(page);
    expect(order[0]).toBe(drawn);
    // The order around the table is the one set up, turned to the one drawn.
    expect([...order, ...order].join()).toContain(PEOPLE.join());
    await page.reload();
    await expect(status(page)).toHaveText(`${drawn} to play`);
  });
}
