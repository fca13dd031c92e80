// Casbah in the browser: a whole game by mouse drags, touch, keyboard, a refused drop, autosave
// and reload, a computer opponent, the solo hint, and the language switch. The app draws its own
// seed, so every test discovers the legal moves from the cells' accessible names.
import {
  Finger,
  board,
  cellById,
  cellCentre,
  centre,
  draftByClicking,
  expect,
  hand,
  handNames,
  handRegion,
  handTileCount,
  heldTile,
  isEmpty,
  isLegal,
  isPlaced,
  logItems,
  message,
  mouseDragStart,
  cells,
  passButton,
  mouseDropAt,
  newCasbah,
  placedCells,
  pileCount,
  pileTile,
  placedLog,
  playTurnByMouse,
  readCells,
  sameTileTurned as sameTile,
  status,
  test,
  type CellInfo,
} from "./casbah-helpers";

// Large enough for the board and the hand side by side, all in view (a drag cannot scroll).
test.use({ viewport: { width: 1280, height: 1000 } });

const entranceInHand = (page: import("@playwright/test").Page) =>
  handRegion(page).getByRole("button", { name: /^Entrance 1 / });

test("a whole 2-player pass-and-play game on a 4×3 casbah, drafted by clicks and built by mouse drags", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newCasbah(page, {
    players: 2,
    width: 4,
    height: 3,
    names: ["Ada", "Bruno"],
    kinds: ["human", "human"],
    draft: "rulebook",
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casbah 4×3");
  await expect(status(page)).toHaveText("Draft — Ada picks a tile (12 picks left)");

  // Taking the last tile offered each time happens to give a game where a player must pass
  // at some point (with the tiles' current order); any other draft works too.
  await draftByClicking(page, (enabled) => enabled.last());
  await expect(logItems(page).filter({ hasText: /takes (a|the) [a-z ]+, worth \d+|must take the entrance/ })).toHaveCount(
    12,
  );
  await expect(logItems(page).first()).toHaveText(/^The draft is over; (Ada|Bruno) holds the entrance and starts\.$/);
  // Whoever holds the entrance starts, and it is in the hand shown.
  await expect(status(page)).toHaveText(/^(Ada|Bruno) to play$/);
  await expect(handRegion(page).getByText("The entrance goes first")).toBeVisible();
  await expect(entranceInHand(page)).toHaveCount(1);

  let placed = 0;
  let passed = 0;
  for (let turn = 0; turn < 40; turn++) {
    const text = await status(page).textContent();
    if (text === "Game over") break;
    // After a pass the status says why; when a pass is due it says so too.
    expect(text).toMatch(
      /^(Ada|Bruno) to play( — (Ada|Bruno) passed: no tile of theirs fits anywhere| — no tile of yours fits anywhere: pass)?$/,
    );
    const who = text!.replace(/ to play( — .*)?$/, "");
    if (await passButton(page).isVisible()) {
      expect(text).toBe(`${who} to play — no tile of yours fits anywhere: pass`);
    }
    await expect(handRegion(page).getByRole("heading", { level: 2 })).toHaveText(`Tiles of ${who}`);
    if ((await playTurnByMouse(page)) === "placed") placed++;
    else passed++;
  }
  await expect(status(page)).toHaveText("Game over");
  expect(placed).toBeGreaterThan(0);
  test.info().annotations.push({ type: "moves", description: `${placed} placed, ${passed} passes` });

  const scores = page.getByRole("region", { name: "Final scores" });
  await expect(scores.getByRole("table")).toBeVisible();
  const rows = scores.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole("rowheader")).toHaveText(/^(Ada|Bruno)( — wins)?$/);
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText(/^(Ada|Bruno)( — wins)?$/);

  // The board, the log and the score table agree on the number of tiles placed.
  const onBoard = (await placedCells(page)).length;
  expect(onBoard).toBe(placed);
  await expect(placedLog(page)).toHaveCount(onBoard);
  await expect(
    logItems(page).filter({ hasText: /^(Ada|Bruno) passes: no tile of theirs fits anywhere\.$/ }),
  ).toHaveCount(passed);
  // Each row: "P (n tiles)" placed, "−L (m tiles)" left, total P − L; P is what the log says the
  // player scored, and the 12 drafted tiles are all either placed or left.
  let tilesPlaced = 0;
  let tilesLeft = 0;
  for (const row of await rows.all()) {
    const who = ((await row.getByRole("rowheader").textContent()) ?? "").replace(/ — wins$/, "");
    const [placedText, leftText, totalText] = await row.getByRole("cell").allTextContents();
    const p = /^(\d+) \((\d+) tiles?\)$/.exec(placedText);
    const l = /^−(\d+) \((\d+) tiles?\)$/.exec(leftText);
    expect(p, `placed column "${placedText}"`).not.toBeNull();
    expect(l, `left column "${leftText}"`).not.toBeNull();
    expect(Number(totalText.replace("−", "-"))).toBe(Number(p![1]) - Number(l![1]));
    const scored = (await placedLog(page).filter({ hasText: new RegExp(`^${who} `) }).allTextContents())
      .map((t) => Number(/scores (\d+) points?\.$/.exec(t)![1]))
      .reduce((a, b) => a + b, 0);
    expect(Number(p![1]), `${who}'s points`).toBe(scored);
    tilesPlaced += Number(p![2]);
    tilesLeft += Number(l![2]);
  }
  expect(tilesPlaced).toBe(onBoard);
  expect(tilesPlaced + tilesLeft).toBe(12);
  await expect(logItems(page).first()).toHaveText("Nobody can place any more: the game is over.");
  // Nothing is left to play with, and a finished game stays finished: no undo.
  await expect(hand(page)).toHaveCount(0);
  for (const undo of await page.getByRole("button", { name: /^Undo/ }).all()) await expect(undo).toBeDisabled();
});

test.describe("touch", () => {
  test.use({ hasTouch: true });

  test("the entrance is dragged onto the board with a finger", async ({ page }) => {
    await newCasbah(page, { players: 1 });
    await expect(status(page)).toHaveText("Camille to play");
    const entrance = entranceInHand(page);
    await entrance.scrollIntoViewIfNeeded();
    const from = await centre(entrance);

    const finger = await Finger.of(page);
    await finger.down(from);
    await finger.move({ x: from.x - 20, y: from.y + 10 }, 3);
    await expect(heldTile(page)).toHaveCount(1);
    const legal = (await readCells(page)).filter(isLegal);
    expect(legal.length).toBeGreaterThan(0);
    // Some legal cell away from the first, to show the drop goes where the finger is.
    const target = legal[Math.floor(legal.length / 2)];
    await finger.carry(await cellCentre(page, target));
    await finger.up();

    await expect.poll(async () => (await cellById(page, target.id)).name).toMatch(/: Entrance 1 \(/);
    expect((await readCells(page)).filter(isPlaced)).toHaveLength(1);
    await expect(entranceInHand(page)).toHaveCount(0);
    await expect.poll(() => handTileCount(page)).toBe(44);
    await expect(placedLog(page)).toHaveCount(1);
    await expect(message(page)).toHaveText("");
  });

  test("the solo hint names a legal move: tap its tile, tap its cell", async ({ page }) => {
    await newCasbah(page, { players: 1 });
    // Place the entrance first (by tapping it, then tapping a legal cell).
    await entranceInHand(page).tap();
    await expect(heldTile(page)).toHaveCount(1);
    const spot = (await readCells(page)).find(isLegal)!;
    await board(page).getByRole("button", { name: spot.name, exact: true }).tap();
    await expect(placedLog(page)).toHaveCount(1);

    await page.getByRole("button", { name: "Hint" }).click();
    const result = page.getByRole("region", { name: "Puzzle helper" }).getByRole("status");
    const answer = /^Answer 1 — Hint: (.+), on the highlighted cell\.$/;
    await expect(result).toHaveText(answer, { timeout: 20_000 });
    const words = answer.exec((await result.textContent())!)![1];
    // The hint picks its tile up already turned as it says.
    await expect(heldTile(page)).toHaveCount(1);
    expect(pileTile((await heldTile(page).getAttribute("aria-label"))!)).toBe(`${words}, hint`);
    const hinted = (await readCells(page)).filter((c) => /, hint$/.test(c.name));
    expect(hinted).toHaveLength(1);
    expect(isEmpty(hinted[0])).toBe(true);

    // The hand names tiles as they lie; the hint may turn one: find it among the hand's tiles.
    const names = await handNames(page);
    const index = names.findIndex((n) => sameTile(n, words));
    expect(index, `hinted tile "${words}" in the hand`).toBeGreaterThanOrEqual(0);
    // The hinted tile is marked in the hand too, and only it.
    const marked = names.filter((n) => n.endsWith(", hint"));
    expect(marked).toHaveLength(1);
    expect(sameTile(marked[0], words)).toBe(true);
    const handBefore = await handTileCount(page);
    const logBefore = await logItems(page).count();

    await hand(page).nth(index).tap(); // a tap on the hinted tile keeps it as the hint turned it
    await expect(heldTile(page)).toHaveCount(1);
    expect(pileTile((await heldTile(page).getAttribute("aria-label"))!)).toBe(`${words}, hint`);
    await board(page)
      .getByRole("button", { name: (await cellById(page, hinted[0].id)).name, exact: true })
      .tap();

    await expect.poll(async () => (await cellById(page, hinted[0].id)).name).toMatch(
      /^[A-Z]\d+: (Room|Garden) \d+/,
    );
    // Placed exactly as the hint said, not merely the same tile turned some other way.
    const now = (await cellById(page, hinted[0].id)).name.replace(/^[A-Z]\d+: /, "");
    expect(now).toBe(words);
    await expect(message(page)).toHaveText("");
    await expect.poll(() => handTileCount(page)).toBe(handBefore - 1);
    await expect(logItems(page)).toHaveCount(logBefore + 1);
    await expect(placedLog(page)).toHaveCount(2);
  });
});

test("placing by keyboard only: the entrance, then a second tile on a legal spot", async ({
  page,
}) => {
  await newCasbah(page, { players: 1 });

  /** Picks up a hand tile with Enter, walks the cursor to a legal cell with the arrows, places it. */
  async function placeByKeyboard(index: number): Promise<CellInfo | null> {
    await hand(page).nth(index).focus();
    await page.keyboard.press("Enter");
    await expect(board(page)).toBeFocused();
    await expect(heldTile(page)).toHaveCount(1);
    const all = await readCells(page);
    const legal = all.filter(isLegal);
    if (legal.length === 0) {
      await page.keyboard.press("Escape");
      await expect(heldTile(page)).toHaveCount(0);
      return null;
    }
    const cursorId = await board(page).getAttribute("aria-activedescendant");
    const cursor = all.find((c) => c.id === cursorId)!;
    expect(cursor, "the cursor is on a cell").toBeTruthy();
    // Prefer a legal cell the cursor is not on yet, so the arrows have work to do.
    const target = legal.find((c) => c.id !== cursor.id) ?? legal[0];
    const dx = target.col - cursor.col;
    const dy = target.row - cursor.row;
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? "ArrowRight" : "ArrowLeft");
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? "ArrowDown" : "ArrowUp");
    await expect(board(page)).toHaveAttribute("aria-activedescendant", target.id);
    // Under the board, the message says nothing is wrong there (or that the tile turns itself).
    await expect(message(page)).toHaveText(
      /once turned/.test(target.name) ? "Fits here once turned: drop it and it turns itself." : "",
    );
    await page.keyboard.press("Enter");
    await expect.poll(async () => isPlaced(await cellById(page, target.id))).toBe(true);
    await expect(heldTile(page)).toHaveCount(0);
    return target;
  }

  await expect(entranceInHand(page)).toHaveCount(1);
  // The entrance is sorted first in the hand.
  await expect(hand(page).first()).toHaveAccessibleName(/^Entrance 1 /);
  const first = await placeByKeyboard(0);
  expect(first).not.toBeNull();
  expect((await cellById(page, first!.id)).name).toMatch(/: Entrance 1 \(/);
  await expect(entranceInHand(page)).toHaveCount(0);
  await expect(placedLog(page)).toHaveCount(1);

  // R turns the held tile, Escape puts it back untouched.
  const names0 = await handNames(page);
  const turnable = names0.findIndex((n) => {
    const sides = /\((.+)\)$/.exec(n)?.[1].split(", ").map((s) => s.replace(/^\w+ /, ""));
    return !!sides && new Set(sides).size > 1;
  });
  expect(turnable, "a room whose sides differ").toBeGreaterThanOrEqual(0);
  await hand(page).nth(turnable).focus();
  await page.keyboard.press("Enter");
  await expect(board(page)).toBeFocused();
  const heldName = (await heldTile(page).getAttribute("aria-label"))!;
  await page.keyboard.press("r");
  await expect(heldTile(page)).not.toHaveAccessibleName(heldName);
  const turnedName = (await heldTile(page).getAttribute("aria-label"))!;
  expect(sameTile(turnedName, heldName), `${turnedName} is ${heldName} turned`).toBe(true);
  await page.keyboard.press("Escape");
  await expect(heldTile(page)).toHaveCount(0);
  expect(await handNames(page)).toEqual(names0);
  await expect(placedLog(page)).toHaveCount(1);

  // A second tile: the first one of the hand that fits somewhere.
  const names = await handNames(page);
  let second: CellInfo | null = null;
  const tried = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (tried.has(name)) continue;
    tried.add(name);
    second = await placeByKeyboard(i);
    if (second) break;
  }
  expect(second, "some tile fits next to the entrance").not.toBeNull();
  expect((await cellById(page, second!.id)).name).toMatch(/: (Room|Garden) \d+/);
  await expect(placedLog(page)).toHaveCount(2);
  await expect.poll(() => handTileCount(page)).toBe(43);
  await expect(message(page)).toHaveText("");
});

test("the help's words follow the device: a mouse clicks, in French too", async ({ page }) => {
  await newCasbah(page, { players: 1 });
  const help = page.getByRole("note", { name: "What to do now" });
  await expect(help).toContainText("or click a tile then a cell.");
  await page.getByRole("button", { name: "Passer en français" }).click();
  const aide = page.getByRole("note", { name: "Ce qu'il faut faire" });
  await expect(aide).toContainText("ou cliquez sur une tuile puis sur une case.");
  await expect(aide).not.toContainText("touchez");
});

test("an illegal drop is refused with its reason and changes nothing", async ({ page }) => {
  await newCasbah(page, { players: 1 });
  // The entrance, dragged onto its first legal spot.
  await mouseDragStart(page, entranceInHand(page));
  const spot = (await readCells(page)).find(isLegal)!;
  await mouseDropAt(page, await cellCentre(page, spot));
  await expect(placedLog(page)).toHaveCount(1);
  await expect(message(page)).toHaveText("");

  const handBefore = await handNames(page);
  const logBefore = await logItems(page).count();
  const placedBefore = await placedCells(page);
  const tile = hand(page).first();

  await mouseDragStart(page, tile);
  const dropped = pileTile((await heldTile(page).getAttribute("aria-label"))!);
  const all = await readCells(page);
  const placedAt = all.filter(isPlaced);
  const wrong = all.filter((c) => isEmpty(c) && !isLegal(c));
  expect(wrong.length).toBeGreaterThan(0);
  // Preferably a cell touching the entrance, where the reason is about doors and sides.
  const touching = wrong.filter((c) =>
    placedAt.some((p) => Math.abs(p.col - c.col) + Math.abs(p.row - c.row) === 1),
  );
  const target = touching[0] ?? wrong[0];
  // While the tile is over the cell: the cell marked as refusing it, the reason in a small line.
  const at = await cellCentre(page, target);
  await page.mouse.move(at.x, at.y, { steps: 6 });
  await expect(message(page)).toHaveClass(/\bpointed\b/);
  await expect(message(page)).toHaveText(/^Fits here in no rotation\. /);
  const outline = board(page).locator(`#${target.id} .cell-bg`);
  await expect.poll(() => outline.evaluate((e) => getComputedStyle(e).stroke)).toBe("rgb(90, 15, 15)");
  expect(await message(page).evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeLessThan(15);
  // The full refusal comes with the drop.
  await mouseDropAt(page, at);

  await expect(message(page)).not.toHaveClass(/\bpointed\b/);
  await expect(message(page)).not.toHaveText("");
  const reason = (await message(page).textContent())!.trim();
  expect(reason).toMatch(/\.$/);
  expect(reason).not.toMatch(/^Fits here once turned/);
  // It names the tile as it was dropped and the cell, and says no rotation fits (the cell is
  // not even "legal once turned"), before the rules it breaks.
  expect(reason.startsWith(`${dropped} cannot go on ${target.ref}: it fits in no rotation. `), reason).toBe(
    true,
  );
  // Nothing changed: the cell is empty, the tile is back in the hand, the log is the same.
  await expect(heldTile(page)).toHaveCount(0);
  expect((await cellById(page, target.id)).name).toBe(target.name);
  expect(isEmpty(await cellById(page, target.id))).toBe(true);
  expect(await handNames(page)).toEqual(handBefore);
  await expect(logItems(page)).toHaveCount(logBefore);
  expect(await placedCells(page)).toEqual(placedBefore);
});

test("against a quick computer: it drafts and builds on its own, and a reload resumes the game", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newCasbah(page, { players: 2, width: 5, height: 4, kinds: ["human", "quick"] });
  // The computer's seat says it is one (its default name does not): the human's says nothing.
  const seatOf = (name: string) => page.locator(".seats li").filter({ hasText: name });
  await expect(seatOf("Sacha").getByRole("img", { name: "Computer (quick)" })).toBeVisible();
  await expect(seatOf("Camille").getByRole("img")).toHaveCount(0);
  await draftByClicking(page);
  await expect(logItems(page).filter({ hasText: /^Sacha (takes (a|the) [a-z ]+, worth|must take)/ })).toHaveCount(10);

  // Build until both have placed at least once, stopping on the human's turn.
  const yourTurn = /^(Camille to play( — .+)?|Game over)$/;
  for (let turn = 0; turn < 20; turn++) {
    await expect(status(page)).toHaveText(yourTurn);
    expect(await status(page).textContent(), "the game ended too early").not.toBe("Game over");
    const computerPlaced = await placedLog(page).filter({ hasText: /^Sacha / }).count();
    const youPlaced = await placedLog(page).filter({ hasText: /^Camille / }).count();
    if (computerPlaced > 0 && youPlaced > 0) break;
    await playTurnByMouse(page);
  }
  await expect(placedLog(page).filter({ hasText: /^Sacha places (a|the) .+ at [A-Z]\d+ and scores \d+ points?\.$/ }).first()).toBeVisible();
  await expect(status(page)).toHaveText(/^Camille to play( — .+)?$/);

  const before = {
    status: await status(page).textContent(),
    placed: await placedCells(page),
    hand: await handNames(page),
    log: await logItems(page).allTextContents(),
  };
  expect(before.placed.length).toBeGreaterThanOrEqual(2);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casbah 5×4");
  await expect(status(page)).toHaveText(before.status!);
  await expect(board(page)).toBeVisible();
  expect(await placedCells(page)).toEqual(before.placed);
  expect(await handNames(page)).toEqual(before.hand);
  expect(await logItems(page).allTextContents()).toEqual(before.log);

  // The shelf lists the game; "Resume" comes back to the same state.
  await page.goto("./#/");
  const resume = page.getByRole("link", { name: "Resume Casbah — Camille, Sacha" });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(status(page)).toHaveText(before.status!);
  expect(await placedCells(page)).toEqual(before.placed);

  // And the game goes on: one more move, answered by the computer (the log shows newest first).
  await playTurnByMouse(page);
  await expect(logItems(page).first()).toHaveText(
    /^(Sacha places (a|the) .+ at [A-Z]\d+ and scores \d+ points?\.|Sacha passes: no tile of theirs fits anywhere\.|Nobody can place any more: the game is over\.)$/,
  );
});

test("the shelf, and switching to French", async ({ page }) => {
  await page.goto("./#/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The shelf");
  await expect(page.getByRole("listitem").getByRole("heading", { level: 2 })).toHaveCount(5);
  // Each built game's links say which game they open, on its own page.
  // (The companion's setup and FAQ are on its guide's page, its sheet on its own.)
  for (const [title, slug, at] of [
    ["Casbah", "casbah", "casbah"],
    ["Drunter & Drüber", "drunter", "drunter"],
    ["Capt'n Clever", "captn-clever", "captn-clever"],
    ["Les Cabanes de M'sieur Robinson", "cabanes", "cabanes"],
    ["Robinson Crusoé", "robinson", "robinson-guide"],
  ]) {
    await expect(page.getByRole("link", { name: `New game of ${title}` })).toHaveAttribute("href", `${at}.html#/new/${slug}`);
    await expect(page.getByRole("link", { name: `Rules of ${title}` })).toHaveAttribute("href", `${at}.html#/rules/${slug}`);
  }
  const titles = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(titles).toHaveCount(5);
  await expect(titles.getByRole("link", { name: /^New game of / })).toHaveCount(5);
  await expect(titles.filter({ hasText: "Casbah" }).getByRole("link")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

  await page.getByRole("button", { name: "Passer en français" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("L'étagère");
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
  await expect(page.getByRole("link", { name: "Nouvelle partie de Casbah" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch to English" })).toBeVisible();

  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("L'étagère");
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
});

test("R turns a tile picked up with the mouse, and Escape cancels a mouse drag", async ({ page }) => {
  await newCasbah(page, { players: 1 });
  await mouseDragStart(page, entranceInHand(page));
  await mouseDropAt(page, await cellCentre(page, (await readCells(page)).find(isLegal)!));
  await expect(placedLog(page)).toHaveCount(1);

  const names = await handNames(page);
  const turnable = names.findIndex((n) => {
    const sides = /\((.+)\)$/.exec(n)?.[1].split(", ").map((s) => s.replace(/^\w+ /, ""));
    return !!sides && new Set(sides).size > 1;
  });
  expect(turnable, "a room whose sides differ").toBeGreaterThanOrEqual(0);
  await mouseDragStart(page, hand(page).nth(turnable));
  // Picked with the mouse: the board does not have the focus, R turns the tile all the same.
  await expect(board(page)).not.toBeFocused();
  const before = (await heldTile(page).getAttribute("aria-label"))!;
  await page.keyboard.press("r");
  await expect(heldTile(page)).not.toHaveAccessibleName(before);
  const after = (await heldTile(page).getAttribute("aria-label"))!;
  expect(sameTile(after, before), `${after} is ${before} turned`).toBe(true);
  // The tile under the pointer is drawn turned too.
  await expect(page.locator(".drag-ghost svg")).toHaveCount(1);
  const legal = (await readCells(page)).filter(isLegal);
  expect(legal.length).toBeGreaterThan(0);

  // Escape in mid-drag: the tile goes back; releasing over a legal cell then places nothing.
  await page.keyboard.press("Escape");
  await expect(heldTile(page)).toHaveCount(0);
  await expect(page.locator(".drag-ghost svg")).toHaveCount(0);
  await mouseDropAt(page, await centre(page.locator(`[id="${legal[0].id}"]`)));
  await expect(heldTile(page)).toHaveCount(0);
  expect(isEmpty(await cellById(page, legal[0].id))).toBe(true);
  await expect(placedLog(page)).toHaveCount(1);
  await expect(message(page)).toHaveText("");
  expect(await handNames(page)).toEqual(names);
});

test("alike tiles make one pile with their count, and the cells keep their place and name between moves", async ({
  page,
}) => {
  await newCasbah(page, { players: 1 });
  const names = await handNames(page);
  // 45 tiles of the third set in 6 piles: the entrance, the gardens and the four room shapes.
  expect(names).toHaveLength(6);
  expect(names.map(pileCount).reduce((a, b) => a + b, 0)).toBe(45);
  expect(names[0]).toMatch(/^Entrance 1 \(/);
  expect(names).toContain("5 × Garden 2");
  expect(names.filter((n) => n.startsWith("19 × Room 7 "))).toHaveLength(1);
  await expect(handRegion(page).getByText("×19", { exact: true })).toBeVisible();

  await playTurnByMouse(page); // the entrance
  // Where every cell is drawn (relative to the board) and what it is called, once the entrance is down.
  const layout = () =>
    cells(page).evaluateAll((els) => {
      const svg = els[0]?.closest("svg")?.getBoundingClientRect();
      return els.map((e) => {
        const r = e.getBoundingClientRect();
        const name = (e.getAttribute("aria-label") ?? "").split(":")[0];
        return `${e.id} ${name} ${Math.round(r.x - (svg?.x ?? 0))},${Math.round(r.y - (svg?.y ?? 0))} ${Math.round(r.width)}`;
      });
    });
  const first = await layout();
  for (let move = 0; move < 3; move++) {
    await playTurnByMouse(page);
    expect(await layout(), `after move ${move + 2}`).toEqual(first);
  }
  await expect(placedLog(page)).toHaveCount(4);
  // Each placement is logged with the tile's shape, as the draft names it.
  for (const line of await placedLog(page).allTextContents()) {
    expect(line).toMatch(
      /places (the entrance|a garden|a room with (four|three) doors.*|a corner room with two windows|a corridor with two windows) at [A-Z]+\d+ and scores \d+ points?\.$/,
    );
  }
  expect(await handTileCount(page)).toBe(41);
});

test("the setup offers only the sizes the players can share, and refuses another with its reason", async ({
  page,
}) => {
  await page.goto("./#/new/casbah");
  const players = page.getByLabel("Number of players");
  const size = page.getByLabel("Size of the casbah");
  const offered = async () =>
    (await size.locator("option").allTextContents()).map((t) => t.replace(/ \(.*$/, ""));
  await players.selectOption("3");
  expect(await offered()).toEqual(["6×6", "9×4", "7×6", "9×5", "Custom…"]);
  await expect(page.getByText("only sizes whose cells 3 players can share equally are offered")).toBeVisible();
  await size.selectOption("9x5");
  // 45 cells do not share among 4: the form moves to a size that does.
  await players.selectOption("4");
  expect(await offered()).toEqual(["6×6", "9×4", "8×5", "10×4", "11×4", "Custom…"]);
  await expect(size).toHaveValue("6x6");

  // A custom size the players cannot share is refused, with the reason and the sizes that fit.
  await players.selectOption("3");
  for (const [label, value] of [["Width", "5"], ["Height", "4"]]) {
    const input = page.getByLabel(label, { exact: true });
    await input.fill(value);
    await input.press("Tab");
  }
  const reason =
    "A 5×4 casbah has 20 cells, which 3 players cannot share equally: each player drafts the same number of tiles, one per cell. For 3 players: 6×6, 9×4, 7×6, 9×5.";
  await expect(page.getByRole("alert")).toHaveText(reason);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/new\/casbah$/);
  await expect(page.getByRole("alert")).toHaveText(reason);
  // Two players share 20 cells: the game starts.
  await players.selectOption("2");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casbah 5×4");
});

test("the draft offers each shape once, named with its value and how many are left", async ({ page }) => {
  await newCasbah(page, { players: 2, width: 4, height: 3, names: ["Ada", "Bruno"], kinds: ["human", "human"], draft: "rulebook" });
  const pool = page.getByRole("region", { name: "Tiles to take" });
  const names = () => pool.getByRole("button").evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
  // The whole box is on the table: 45 tiles in six shapes, six values from 1 to 15, no value on
  // most of the tiles.
  expect(await names()).toEqual([
    "Take the entrance, 1 point (1 on the table)",
    "Take a garden, 2 points (5 on the table)",
    "Take a room with four doors, 15 points (6 on the table)",
    "Take a room with three doors and a window, 7 points (19 on the table)",
    "Take a corner room with two windows, 4 points (6 on the table)",
    "Take a corridor with two windows, 10 points (8 on the table)",
  ]);
  // The shape and value are written on the button, not only read out.
  const corner = pool.getByRole("button", { name: /^Take a corner room with two windows/ });
  await expect(corner).toContainText("A corner room with two windows");
  await expect(corner).toContainText("4 points · 6 on the table");
  await corner.click();
  await expect(corner).toHaveAccessibleName("Take a corner room with two windows, 4 points (5 on the table)");
  // The log names the shape and the value of the tile taken.
  await expect(logItems(page).first()).toHaveText("Ada takes a corner room with two windows, worth 4.");
  // A 44-pixel target at least, on every button.
  for (const box of await pool.getByRole("button").evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
});

test("the forced entrance pick is explained on the table and in the log", async ({ page }) => {
  await newCasbah(page, { players: 2, width: 4, height: 3, kinds: ["human", "human"] });
  const pool = page.getByRole("region", { name: "Tiles to take" });
  const enabled = pool.getByRole("button", { name: /^Take /, disabled: false });
  const note = pool.getByText(
    "Only the entrance may be taken: nobody has taken it yet and this is the last pick.",
  );
  // Eleven picks, never the entrance (it is laid out first).
  for (let pick = 0; pick < 11; pick++) {
    await expect(note).toHaveCount(0);
    const before = await status(page).textContent();
    await enabled.last().click();
    await expect(status(page)).not.toHaveText(before ?? "");
  }
  await expect(status(page)).toHaveText(/^Draft — Sacha picks a tile \(1 picks? left\)$/);
  await expect(note).toBeVisible();
  await expect(enabled).toHaveCount(1);
  await expect(enabled).toHaveAccessibleName("Take the entrance, 1 point (1 on the table)");
  await enabled.click();
  await expect(logItems(page).nth(1)).toHaveText(
    "Sacha must take the entrance: nobody took it and this is the last pick.",
  );
  await expect(board(page)).toBeVisible();
});

test("the setup's snake draft starts a game whose picks turn back each round, and the shelf names it", async ({
  page,
}) => {
  await page.goto("./#/new/casbah");
  await page.getByLabel("Number of players").selectOption("3");
  // The fair order first.
  await expect(page.getByLabel("Draft order")).toHaveValue("drawn");
  await expect(page.getByLabel("Draft order").locator("option")).toHaveText([
    "The rulebook's (1-2-3, 1-2-3…)",
    "Snake (1-2-3, 3-2-1…)",
    "Drawn each round (2-3-1, 1-3-2…)",
  ]);
  await expect(page.getByText(/the first to pick wins almost every game/)).toBeVisible();
  await newCasbah(page, {
    players: 3,
    names: ["Ada", "Bruno", "Cleo"],
    kinds: ["human", "human", "human"],
    draft: "snake",
  });
  const take = page.getByRole("region", { name: "Tiles to take" }).getByRole("button", { name: /^Take /, disabled: false });
  // 1-2-3, then 3-2-1, then 1 again.
  for (const [i, who] of ["Ada", "Bruno", "Cleo", "Cleo", "Bruno", "Ada", "Ada"].entries()) {
    await expect(status(page)).toHaveText(`Draft — ${who} picks a tile (${36 - i} picks left)`);
    await take.first().click();
  }
  await expect(status(page)).toHaveText("Draft — Bruno picks a tile (29 picks left)");
  await page.goto("./");
  await expect(page.getByText("6×6, snake draft")).toBeVisible();
});

test("pass-and-play: a pick is taken back by its player until the next one acts", async ({ page }) => {
  await newCasbah(page, { players: 2, width: 4, height: 3, names: ["Ada", "Bruno"], kinds: ["human", "human"], draft: "rulebook" });
  const pool = page.getByRole("region", { name: "Tiles to take" });
  const takeable = pool.getByRole("button", { name: /^Take /, disabled: false });
  const plainUndo = page.getByRole("button", { name: "Undo", exact: true });
  await expect(plainUndo).toBeDisabled();
  const offered = await takeable.count();
  await takeable.first().click();
  await expect(status(page)).toHaveText("Draft — Bruno picks a tile (11 picks left)");
  // Bruno has not picked yet: Ada may take her pick back, and the button says it is hers.
  const adas = page.getByRole("button", { name: "Undo Ada's move" });
  await expect(adas).toBeEnabled();
  await adas.click();
  await expect(status(page)).toHaveText("Draft — Ada picks a tile (12 picks left)");
  await expect(takeable).toHaveCount(offered);
  // Ada picks again, then Bruno: now Ada's pick was answered, and only Bruno's is taken back.
  await takeable.first().click();
  await takeable.first().click();
  await expect(status(page)).toHaveText("Draft — Ada picks a tile (10 picks left)");
  await expect(page.getByRole("button", { name: "Undo Ada's move" })).toHaveCount(0);
  await page.getByRole("button", { name: "Undo Bruno's move" }).click();
  await expect(status(page)).toHaveText("Draft — Bruno picks a tile (11 picks left)");
  // Right after an undo, Ada's earlier pick stays: Bruno picks again first.
  await expect(plainUndo).toBeDisabled();
});
