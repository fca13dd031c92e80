// Playing on a phone (390x844, touch) and in a small embedded frame (480x360): the hand scrolls by
// a swipe while its pieces still drag with a finger, every spot is big enough for a finger once
// the board is zoomed in, no keyboard hints, screens open at their top, and the embed shows the
// whole board and the hand.
import { type Locator, type Page } from "@playwright/test";
import {
  Finger,
  board,
  cellCentre,
  centre,
  expect,
  handRegion,
  heldTile,
  isLegal,
  newCasbah,
  placedLog,
  readCells,
  test,
} from "./casbah-helpers";

const PHONE = { width: 390, height: 844 };
const TOUCH = 44;

/** The smallest width and height of the elements' boxes on the screen. */
async function smallest(loc: Locator): Promise<{ count: number; width: number; height: number }> {
  return loc.evaluateAll((els) => {
    const boxes = els.map((e) => e.getBoundingClientRect());
    return {
      count: boxes.length,
      width: Math.min(...boxes.map((b) => b.width)),
      height: Math.min(...boxes.map((b) => b.height)),
    };
  });
}

function inside(box: { x: number; y: number; width: number; height: number } | null, vw: number, vh: number) {
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vw + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(vh + 0.5);
}

/** The visible controls of the page smaller than a finger (44 CSS px) either way. */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, select, input, summary, a")]
      .filter((e) => !e.closest(".visually-hidden") && !e.classList.contains("visually-hidden"))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 44 || r.height < 44))
      .map(({ e, r }) => `${e.getAttribute("aria-label") || e.textContent}: ${r.width}x${r.height}`),
  );
}

/** A point is shown inside the visible part of the board's scrolled frame and of the screen. */
async function expectReachable(page: Page, p: { x: number; y: number }) {
  const frame = (await page.locator(".board-wrap").first().boundingBox())!;
  expect(p.x).toBeGreaterThan(frame.x);
  expect(p.x).toBeLessThan(frame.x + frame.width);
  expect(p.y).toBeGreaterThan(frame.y);
  expect(p.y).toBeLessThan(Math.min(frame.y + frame.height, PHONE.height));
}

/** A legal cell of the held tile inside the zoomed board's frame, as the board lies now. */
async function legalInView(page: Page): Promise<{ x: number; y: number } | undefined> {
  const frame = (await page.locator(".board-wrap").first().boundingBox())!;
  for (const c of (await readCells(page)).filter(isLegal)) {
    const p = await centre(board(page).getByRole("button", { name: c.name, exact: true }));
    if (p.x > frame.x + 45 && p.x < frame.x + frame.width - 45 && p.y > frame.y + 45 && p.y < frame.y + frame.height - 45) {
      return p;
    }
  }
  return undefined;
}

/** Two fingers on the middle of `frame`, `from` px apart, moved to `to` px apart, then lifted. */
async function pinch(page: Page, frame: { x: number; y: number; width: number; height: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [frame.x + frame.width / 2, frame.y + frame.height / 2];
  const fingers = (apart: number) => [
    { x: x - apart / 2, y, id: 1 },
    { x: x + apart / 2, y, id: 2 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(from) });
  for (let step = 1; step <= 6; step++) {
    const apart = from + ((to - from) * step) / 6;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(apart) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("on a phone", () => {
  test("the help's words follow the device: a finger taps, in French too", async ({ page }) => {
    await newCasbah(page, { players: 1 });
    await expect(page.getByRole("note", { name: "What to do now" })).toContainText("or tap a tile then a cell.");
    await page.getByRole("button", { name: "Passer en français" }).click();
    const aide = page.getByRole("note", { name: "Ce qu'il faut faire" });
    await expect(aide).toContainText("ou touchez une tuile puis une case.");
    await expect(aide).not.toContainText("cliquez");
  });

  test("a tile taken by a tap shows no keyboard cursor: its legal cells all glow alike", async ({ page }) => {
    await newCasbah(page, { players: 1 });
    await handRegion(page).getByRole("button").first().tap();
    await expect(board(page).locator(".cell.cursor")).toHaveCount(1);
    const strokes = await board(page)
      .locator(".cell.legal .cell-bg")
      .evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).stroke))]);
    // One green for every legal cell: the cursor's blue is the keyboard's alone.
    expect(strokes).toEqual(["rgb(30, 132, 73)"]);
  });

  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the hand scrolls by a swipe; a tile is picked up by moving up or by resting, and drops on the board", async ({
    page,
  }) => {
    await newCasbah(page, { players: 1 });
    expect(await smallControls(page)).toEqual([]);
    const list = handRegion(page).getByRole("list");
    const scrollLeft = () => list.evaluate((e) => e.scrollLeft);
    // How far the hand scrolls (its six piles overflow a phone's width); a swipe must cover half.
    const room = await list.evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(room).toBeGreaterThan(40);
    const swipe = room / 2;
    expect(await scrollLeft()).toBe(0);
    const finger = await Finger.of(page);
    const row = (await list.boundingBox())!;
    const y = row.y + row.height / 2;

    // Resting on a tile picks it up: moving sideways then drags it, the hand stays still.
    const second = handRegion(page).getByRole("button").nth(1);
    const rest = await centre(second);
    await finger.down(rest);
    await page.waitForTimeout(450);
    await expect(heldTile(page)).toHaveCount(1);
    await finger.move({ x: rest.x - 50, y: rest.y - 4 }, 5);
    expect(await scrollLeft()).toBe(0);
    // Let go over the hand: it goes back.
    await finger.move(rest, 3);
    await finger.up();
    await expect(heldTile(page)).toHaveCount(0);

    // A sideways swipe over the tiles scrolls the hand and picks nothing up.
    await finger.down({ x: row.x + row.width - 30, y });
    await finger.move({ x: row.x + 30, y }, 10);
    await finger.up();
    await expect.poll(scrollLeft).toBeGreaterThan(swipe);
    await expect(heldTile(page)).toHaveCount(0);
    // The browser may fling it on a little: wait until it rests.
    const settled = async () => {
      let last = -1;
      await expect
        .poll(async () => {
          const now = await scrollLeft();
          const still = now === last;
          last = now;
          return still;
        }, { intervals: [250] })
        .toBe(true);
      return last;
    };
    const swiped = await settled();
    // And back.
    await finger.down({ x: row.x + 30, y });
    await finger.move({ x: row.x + row.width - 30, y }, 10);
    await finger.up();
    await expect.poll(scrollLeft).toBeLessThan(swiped - swipe);
    await expect(heldTile(page)).toHaveCount(0);
    await settled();
    await list.evaluate((e) => e.scrollTo({ left: 0, behavior: "instant" }));
    await expect.poll(scrollLeft).toBe(0);

    // Moving up towards the board picks the entrance up at once.
    const entrance = handRegion(page).getByRole("button", { name: /^Entrance 1 / });
    await entrance.scrollIntoViewIfNeeded();
    const from = await centre(entrance);
    await finger.down(from);
    await finger.move({ x: from.x + 3, y: from.y - 24 }, 3);
    await expect(heldTile(page)).toHaveCount(1);
    // The dragged tile is drawn above the finger, not under it.
    const ghost = (await page.locator(".drag-ghost:not(:empty)").boundingBox())!;
    expect(ghost.y + ghost.height).toBeLessThan(from.y - 24);
    // No keyboard hints on a touch screen.
    await expect(page.getByRole("button", { name: "Turn tile", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Put back", exact: true })).toBeVisible();
    expect(await page.locator("body").innerText()).not.toMatch(/\((R|Esc|Échap)\)/);
    await expect(board(page)).toHaveAccessibleName("Casbah board: pick a tile, then tap a cell");

    const legal = (await readCells(page)).filter(isLegal);
    expect(legal.length).toBeGreaterThan(0);
    const target = legal[Math.floor(legal.length / 2)];
    await finger.carry(await cellCentre(page, target));
    await finger.up();
    await expect(placedLog(page)).toHaveCount(1);
    await expect(heldTile(page)).toHaveCount(0);
  });

  test("a Casbah 9×5 opens zoomed around the play: cells a finger wide, coordinates pinned, a pinch for the whole board", async ({
    page,
  }) => {
    await newCasbah(page, { players: 1, size: "custom", width: 9, height: 5 });
    const cells = board(page).getByRole("button");
    // Unasked: the whole 9×5 would give 23 px cells on this screen.
    await expect(page.getByRole("button", { name: "Whole board" })).toHaveAttribute("aria-pressed", "true");
    const zoomed = await smallest(cells);
    expect(zoomed.count).toBeGreaterThanOrEqual(45);
    expect(zoomed.width).toBeGreaterThanOrEqual(TOUCH);
    expect(zoomed.height).toBeGreaterThanOrEqual(TOUCH);

    const finger = await Finger.of(page);
    const entrance = handRegion(page).getByRole("button", { name: /^Entrance 1 / });
    await entrance.scrollIntoViewIfNeeded();
    const from = await centre(entrance);
    await finger.down(from);
    await finger.move({ x: from.x, y: from.y - 20 }, 3);
    await expect(heldTile(page)).toHaveCount(1);
    const to = await legalInView(page);
    expect(to, "a legal cell in view").toBeDefined();
    await expectReachable(page, to!);
    await finger.carry(to!);
    await finger.up();
    await expect(placedLog(page)).toHaveCount(1);
    await expect(board(page).getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);

    // The next tile's legal cells, next to the entrance, are in view without the player panning.
    const pieces = handRegion(page).getByRole("button");
    let fitting = false;
    for (let i = 0; i < (await pieces.count()) && !fitting; i++) {
      await pieces.nth(i).tap();
      await expect(heldTile(page)).toHaveCount(1);
      fitting = (await readCells(page)).some(isLegal);
    }
    expect(fitting, "a tile of the hand fits next to the entrance").toBe(true);
    expect(await legalInView(page), "a legal cell next to the casbah in view").toBeDefined();
    await page.getByRole("button", { name: "Put back", exact: true }).tap();

    // Scrolled to the far corner, the coordinates still stand along the frame's top and left edges.
    const wrap = page.locator(".board-wrap").first();
    await wrap.evaluate((e) => e.scrollTo(e.scrollWidth, e.scrollHeight));
    const frame = (await wrap.boundingBox())!;
    const column = (await wrap.locator(".pinned-edge.columns span", { hasText: /^I$/ }).boundingBox())!;
    expect(column.y).toBeGreaterThanOrEqual(frame.y - 0.5);
    expect(column.y + column.height).toBeLessThanOrEqual(frame.y + 30);
    expect(column.x + column.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    const row = (await wrap.locator(".pinned-edge.rows span", { hasText: /^5$/ }).boundingBox())!;
    expect(row.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(row.x + row.width).toBeLessThanOrEqual(frame.x + 30);
    expect(row.y + row.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
    await wrap.evaluate((e) => e.scrollTo(0, 0));

    // Two fingers pinch the board in to the whole of it, and out again past a finger's width.
    await pinch(page, frame, 150, 10);
    await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
    expect((await smallest(cells)).width).toBeLessThan(TOUCH);
    await pinch(page, frame, 20, 60);
    await expect(page.getByRole("button", { name: "Whole board" })).toBeVisible();
    expect((await smallest(cells)).width).toBeGreaterThan(TOUCH);
    await page.getByRole("button", { name: "Whole board" }).click();
    expect((await smallest(cells)).width).toBeLessThan(TOUCH);
    await page.getByRole("button", { name: "Zoom in" }).click();
    expect((await smallest(cells)).width).toBeGreaterThanOrEqual(TOUCH);

    // A tile held near the edge of the zoomed board's frame scrolls the board on.
    const scrolled = () => wrap.evaluate((e) => [e.scrollLeft, e.scrollTop].join(","));
    const before = await scrolled();
    const tile = handRegion(page).getByRole("button").first();
    const start = await centre(tile);
    await finger.down(start);
    await finger.move({ x: start.x, y: start.y - 20 }, 3);
    await expect(heldTile(page)).toHaveCount(1);
    const edge = (await wrap.boundingBox())!;
    await finger.move({ x: edge.x + edge.width - 8, y: edge.y + edge.height / 2 }, 6);
    await expect.poll(scrolled).not.toBe(before);
    await finger.move(start, 6);
    await finger.up();
    await expect(heldTile(page)).toHaveCount(0);
  });

  test("a Drunter town opens zoomed: cells a finger wide, a tile laid by tap then tap", async ({ page }) => {
    await page.goto("./#/new/drunter");
    await page.getByLabel("Number of players").selectOption("2");
    await page.getByLabel("Who plays player 2", { exact: true }).selectOption("quick");
    await page.getByRole("button", { name: "Start" }).click();
    const town = page.getByRole("application", { name: /^Town board/ });
    await expect(town).toHaveAccessibleName("Town board: pick up a tile, then tap a cell");
    expect(await smallControls(page)).toEqual([]);
    // Unasked, the town opens zoomed in.
    await expect(page.getByRole("button", { name: "Whole board" })).toBeVisible();
    const cells = town.getByRole("button");
    const zoomed = await smallest(cells);
    expect(zoomed.count).toBeGreaterThan(100);
    expect(zoomed.width).toBeGreaterThanOrEqual(TOUCH);
    expect(zoomed.height).toBeGreaterThanOrEqual(TOUCH);

    await page.getByRole("region", { name: "Your tiles" }).getByRole("button").first().tap();
    const spot = town.getByRole("button", { name: /, legal spot$/ }).last();
    await spot.scrollIntoViewIfNeeded();
    const at = await centre(spot);
    await expectReachable(page, at);
    await page.touchscreen.tap(at.x, at.y);
    const log = page.getByRole("region", { name: "Game log" }).getByRole("listitem");
    await expect(log.filter({ hasText: /^Camille( lays a | would cover the toilet at .* the town votes\.$)/ })).toHaveCount(1);
    expect(await page.locator("body").innerText()).not.toMatch(/\((R|Esc|Échap)\)/);
  });

  test("a zoomed sea: islands, lanes and captains a finger wide, a captain placed by tap then tap", async ({ page }) => {
    await page.goto("./#/new/captn-clever");
    await page.getByLabel("Who plays player 2", { exact: true }).selectOption("quick");
    await page.getByLabel("Who plays player 3", { exact: true }).selectOption("quick");
    expect(await smallControls(page)).toEqual([]);
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Capt'n Clever" })).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
    // The sea opens whole, to be read whole; "+" zooms it.
    await page.getByRole("button", { name: "Zoom in" }).click();
    const sea = page.getByRole("group", { name: "The sea: islands and lanes" });
    const islands = await smallest(sea.locator(".island .shore"));
    expect(islands.count).toBeGreaterThan(5);
    expect(islands.width).toBeGreaterThanOrEqual(TOUCH);
    // A lane is touched on its band (its hit stroke), as wide on the screen as its stroke scaled.
    const band = await sea.locator(".lane .hit").evaluateAll((els) =>
      Math.min(
        ...els.map((e) => {
          const g = e as SVGGraphicsElement;
          return parseFloat(getComputedStyle(g).strokeWidth) * g.getScreenCTM()!.a;
        }),
      ),
    );
    expect(band).toBeGreaterThanOrEqual(TOUCH);

    const pieces = page.getByRole("region", { name: "Your pieces" });
    await pieces.getByRole("button", { name: "Place your captain" }).tap();
    const spot = sea.getByRole("button", { name: /, legal spot$/ }).first();
    const name = ((await spot.getAttribute("aria-label")) ?? "").replace(/, legal spot$/, "");
    await spot.scrollIntoViewIfNeeded();
    const at = await centre(spot);
    await expectReachable(page, at);
    await page.touchscreen.tap(at.x, at.y);
    const log = page.getByRole("region", { name: "Game log" });
    await expect(log).toContainText(new RegExp(`Camille puts (his|their) captain on ${name}\\.`));
    const captains = await smallest(sea.locator(".captain circle"));
    expect(captains.count).toBeGreaterThan(0);
    expect(captains.width).toBeGreaterThanOrEqual(TOUCH);
  });

  test("a new screen opens at its top", async ({ page }) => {
    await page.goto("./");
    await expect(page.getByRole("heading", { level: 1, name: "The shelf" })).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
    // Drunter's own page (the old "./#/new/drunter" forwards there).
    await page.goto("./drunter.html#/new/drunter");
    await expect(page.getByRole("heading", { level: 1, name: "New game of Drunter & Drüber" })).toBeVisible();
    expect(await smallControls(page)).toEqual([]);
    await page.getByLabel("Number of players").selectOption("4");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Drunter & Drüber" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("embedded in a 480x360 frame", () => {
  test.use({ viewport: { width: 480, height: 360 } });

  for (const [query, heading] of [
    ["game=casbah&players=1&seed=8", /^Casbah 6×6$/],
    ["game=drunter&players=3&seed=5", /^Drunter & Drüber$/],
    ["game=captn-clever&players=4&seed=4", /^Capt'n Clever$/],
  ] as const) {
    test(`the whole board and the hand are in view: ${query}`, async ({ page }) => {
      await page.goto(`./embed.html?${query}&lang=en`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const boardBox = await page.locator("svg.board, svg.sea").first().boundingBox();
      inside(boardBox, 480, 360);
      expect(boardBox!.width).toBeGreaterThan(200);
      const hand = page.locator("section.hand");
      await expect(hand.getByRole("heading", { level: 2 })).toBeInViewport();
      inside(await hand.getByRole("button").first().boundingBox(), 480, 360);
    });
  }

  test("parameters are read whatever their case", async ({ page }) => {
    await page.goto("./embed.html?Game=Drunter&LANG=FR&Players=2&SEED=3");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Drunter & Drüber" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Vos tuiles" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
