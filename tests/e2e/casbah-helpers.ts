// Helpers for the Casbah end-to-end tests. Everything goes through roles and accessible names
// (the names the app gives for screen readers), never through the drawing: the tests see the game
// the way an assistive technology does, and discover legal moves from the cells' names, so they
// work whatever seed the app drew.
import { test as base, expect, type CDPSession, type Locator, type Page } from "@playwright/test";

/** `test`, failing any test during which the page threw or logged an error (a Rust panic does). */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        // The browser asks for /favicon.ico on its own; the app has none, which is no error of its.
        if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) {
          errors.push(`console error: ${m.text()} (${m.location().url})`);
        }
      });
      await use(errors);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Fills the new-game form's seats with these people, each played by a human. */
export async function seatPeople(page: Page, names: readonly string[]) {
  await page.getByLabel("Number of players").selectOption(String(names.length));
  for (const [i, name] of names.entries()) {
    const input = page.getByLabel(`Name of player ${i + 1}`, { exact: true });
    await input.fill(name);
    await input.press("Tab");
    await page.getByLabel(`Who plays player ${i + 1}`, { exact: true }).selectOption("human");
  }
}

// ---------------------------------------------------------------------------------------------
// Where things are.

export const board = (page: Page) => page.getByRole("application", { name: /^Casbah board/ });
export const cells = (page: Page) => board(page).getByRole("button");
export const cell = (page: Page, label: string) =>
  board(page).getByRole("button", { name: label, exact: true });
export const handRegion = (page: Page) => page.getByRole("region", { name: "Your tiles" });
export const hand = (page: Page) => handRegion(page).getByRole("button");
/** The tile being held (aria-pressed="true"). */
export const heldTile = (page: Page) => handRegion(page).getByRole("button", { pressed: true });
/** The game's status line: the first status of the page (the thinking and solver ones follow it). */
export const status = (page: Page) => page.getByRole("status").first();
export const logItems = (page: Page) =>
  page.getByRole("region", { name: "Game log" }).getByRole("listitem");
/** Log lines of placements: "Ada places a corner room with two windows at C4 and scores 4 points." */
export const placedLog = (page: Page) =>
  logItems(page).filter({ hasText: / places (a|the) .+ at [A-Z]\d+ and scores / });
/** Why a drop was refused (the aria-live paragraph; the brief allows its class). */
export const message = (page: Page) => page.locator("p.message");
export const passButton = (page: Page) => page.getByRole("button", { name: "No tile fits: pass" });

// ---------------------------------------------------------------------------------------------
// Reading the board.

export type CellInfo = {
  /** The element's id, stable when the drawn area grows (the board's aria-activedescendant). */
  id: string;
  /** Its accessible name, e.g. "C5: empty, inside the casbah, legal spot". */
  name: string;
  /** "C5". */
  ref: string;
  col: number;
  row: number;
};

const CELL_NAME = /^([A-Z])(\d+): /;
const PLACED = /^[A-Z]\d+: (Room|Garden|Entrance) \d+/;
export const isPlaced = (c: CellInfo) => PLACED.test(c.name);
export const isLegal = (c: CellInfo) => /, legal spot( once turned)?(,|$)/.test(c.name);
export const isEmpty = (c: CellInfo) => /^[A-Z]\d+: empty/.test(c.name);

/** Every cell of the board, in one round trip, with its id and accessible name. */
export async function readCells(page: Page): Promise<CellInfo[]> {
  const raw = await cells(page).evaluateAll((els) =>
    els.map((e) => ({ id: e.id, name: e.getAttribute("aria-label") ?? "" })),
  );
  return raw.map(({ id, name }) => {
    const m = CELL_NAME.exec(name);
    if (!m) throw new Error(`unexpected cell name: ${name}`);
    return { id, name, ref: `${m[1]}${m[2]}`, col: m[1].charCodeAt(0) - 65, row: Number(m[2]) };
  });
}

/** Names of the cells holding a tile, sorted. */
export async function placedCells(page: Page): Promise<string[]> {
  return (await readCells(page))
    .filter(isPlaced)
    .map((c) => c.name)
    .sort();
}

/** The hand's piles as named: "Room 6 (…)" for a lone tile, "3 × Room 6 (…)" for three alike. */
export async function handNames(page: Page): Promise<string[]> {
  return hand(page).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
}

/** How many tiles a pile's name stands for. */
export const pileCount = (name: string) => Number(/^(\d+) × /.exec(name)?.[1] ?? 1);

/** A pile's name without its count: the tile on top, as turned. */
export const pileTile = (name: string) => name.replace(/^\d+ × /, "");

/** How many tiles the hand holds, all piles together. */
export async function handTileCount(page: Page): Promise<number> {
  return (await handNames(page)).map(pileCount).reduce((a, b) => a + b, 0);
}

export async function cellById(page: Page, id: string): Promise<CellInfo> {
  const found = (await readCells(page)).find((c) => c.id === id);
  if (!found) throw new Error(`no cell with id ${id}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Tiles in words: "Room 6 (north door, east door, south French window, west door)", "Garden 2".

type TileShape = { kind: string; value: number; sides: string[] };

export function parseTile(words: string): TileShape {
  const m = /^(?:\d+ × )?(Room|Garden|Entrance) (\d+)(?: \(north (.+), east (.+), south (.+), west (.+)\))?(?:, hint)?$/.exec(
    words,
  );
  if (!m) throw new Error(`unexpected tile words: ${words}`);
  return { kind: m[1], value: Number(m[2]), sides: m[3] ? [m[3], m[4], m[5], m[6]] : [] };
}

/** Whether two tile descriptions are the same tile, maybe turned. */
export function sameTileTurned(a: string, b: string): boolean {
  const x = parseTile(a);
  const y = parseTile(b);
  if (x.kind !== y.kind || x.value !== y.value || x.sides.length !== y.sides.length) return false;
  if (x.sides.length === 0) return true;
  return [0, 1, 2, 3].some((k) => x.sides.every((s, i) => s === y.sides[(i + k) % 4]));
}

// ---------------------------------------------------------------------------------------------
// Starting a game.

export type NewGame = {
  players: 1 | 2 | 3 | 4;
  /** A listed size ("6x6") or a custom one. */
  size?: string;
  width?: number;
  height?: number;
  names?: string[];
  /** Per seat: "human", "quick" or "strong". */
  kinds?: string[];
  /** The draft order: "rulebook" (the default) or "snake". */
  draft?: string;
};

/** Fills in the setup form and starts; ends on the game page. */
export async function newCasbah(page: Page, opts: NewGame): Promise<void> {
  await page.goto("./#/new/casbah");
  await page.getByLabel("Number of players").selectOption(String(opts.players));
  if (opts.size) await page.getByLabel("Size of the casbah").selectOption(opts.size);
  // Number inputs take effect on `change`: fill, then leave the field.
  for (const [label, value] of [
    ["Width", opts.width],
    ["Height", opts.height],
  ] as const) {
    if (value === undefined) continue;
    const input = page.getByLabel(label, { exact: true });
    await input.fill(String(value));
    await input.press("Tab");
  }
  for (const [i, name] of (opts.names ?? []).entries()) {
    const input = page.getByLabel(`Name of player ${i + 1}`, { exact: true });
    await input.fill(name);
    await input.press("Tab");
  }
  for (const [i, kind] of (opts.kinds ?? []).entries()) {
    await page.getByLabel(`Who plays player ${i + 1}`, { exact: true }).selectOption(kind);
  }
  // A game drafts in the rulebook's order unless a test names another: its picks are predictable
  // (the drawn order, the setup's default, has tests of its own).
  if (opts.players > 1) await page.getByLabel("Draft order").selectOption(opts.draft ?? "rulebook");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Casbah \d+×\d+$/ })).toBeVisible();
}

/**
 * Plays the draft by clicking "Take …" buttons: the first one enabled, whenever a human is to pick.
 * Computer seats pick on their own meanwhile. Returns when the draft is over.
 */
export async function draftByClicking(
  page: Page,
  choose: (enabled: Locator) => Locator = (enabled) => enabled.first(),
): Promise<void> {
  const pool = page.getByRole("region", { name: "Tiles to take" });
  const enabled = pool.getByRole("button", { name: /^Take /, disabled: false });
  for (let guard = 0; guard < 100; guard++) {
    // Either a human may pick, or the draft is over (the board is shown).
    await expect(enabled.first().or(board(page))).toBeVisible();
    if (await board(page).isVisible()) return;
    const before = await status(page).textContent();
    expect(before).toMatch(/^Draft — .+ picks a tile \(\d+ picks? left\)$/);
    await choose(enabled).click();
    await expect(status(page)).not.toHaveText(before ?? "");
  }
  throw new Error("the draft did not end");
}

/** Plays the human's turn by tapping a tile then a glowing cell (or passes). */
export async function playTurnByTaps(page: Page): Promise<"placed" | "passed"> {
  if (await passButton(page).isVisible()) {
    const before = (await status(page).textContent()) ?? "";
    await passButton(page).click();
    await expect(status(page)).not.toHaveText(before);
    return "passed";
  }
  const count = await hand(page).count();
  for (let i = 0; i < count; i++) {
    await hand(page).nth(i).click();
    const legal = (await readCells(page)).filter(isLegal);
    if (legal.length === 0) continue;
    const placedBefore = (await readCells(page)).filter(isPlaced).length;
    await cell(page, legal[0].name).click();
    await expect.poll(async () => (await readCells(page)).filter(isPlaced).length).toBe(placedBefore + 1);
    return "placed";
  }
  throw new Error(`nothing to place and no pass (status: ${await status(page).textContent()})`);
}

// ---------------------------------------------------------------------------------------------
// Pointer gestures.

type Point = { x: number; y: number };

export async function centre(loc: Locator): Promise<Point> {
  const box = await loc.boundingBox();
  if (!box) throw new Error(`no box for ${loc}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The centre of a cell, checked to lie inside the viewport (a drag cannot scroll). */
export async function cellCentre(page: Page, c: CellInfo): Promise<Point> {
  const p = await centre(cell(page, c.name));
  const vp = page.viewportSize();
  if (vp && (p.x < 0 || p.y < 0 || p.x > vp.width || p.y > vp.height)) {
    throw new Error(`cell ${c.ref} is outside the viewport (${p.x}, ${p.y}): enlarge the viewport`);
  }
  return p;
}

/**
 * Presses the mouse on a hand tile and moves it a little (more than the 8 px that tell a drag from
 * a tap): the tile is now held and the cells where it fits are named "legal spot".
 * Returns where the press began, to cancel by releasing there.
 */
export async function mouseDragStart(page: Page, tile: Locator): Promise<Point> {
  await tile.scrollIntoViewIfNeeded();
  const from = await centre(tile);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 14, from.y + 6, { steps: 3 });
  await expect(heldTile(page)).toHaveCount(1);
  return from;
}

export async function mouseDropAt(page: Page, to: Point): Promise<void> {
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

/** Releases the dragged tile back over the hand: nothing is placed, nothing is held. */
export async function mouseCancel(page: Page, from: Point): Promise<void> {
  await page.mouse.move(from.x, from.y, { steps: 3 });
  await page.mouse.up();
  await expect(heldTile(page)).toHaveCount(0);
}

/** A finger on the touch screen, through Chrome's input pipeline (real touch → pointer events). */
/** How far above a finger a carried piece is drawn, and so drops (FINGER_CLEARANCE in src/board/drag.rs). */
export const LIFT = 56;

export class Finger {
  private at: Point = { x: 0, y: 0 };
  constructor(private readonly cdp: CDPSession) {}

  static async of(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  async down(p: Point): Promise<void> {
    this.at = p;
    await this.cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: p.x, y: p.y, id: 1 }],
    });
  }

  async move(to: Point, steps = 6): Promise<void> {
    const from = this.at;
    for (let i = 1; i <= steps; i++) {
      const x = from.x + ((to.x - from.x) * i) / steps;
      const y = from.y + ((to.y - from.y) * i) / steps;
      await this.cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x, y, id: 1 }],
      });
    }
    this.at = to;
  }

  /** Moves so that the piece the finger carries, drawn above it, lies over `p`. */
  async carry(p: Point, steps = 8): Promise<void> {
    await this.move({ x: p.x, y: p.y + LIFT }, steps);
  }

  async up(): Promise<void> {
    await this.cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  }
}

// ---------------------------------------------------------------------------------------------
// Whole turns.

/**
 * Plays one turn of the human to move with real mouse drags: passes if the app offers it, else
 * tries the hand's tiles one by one (one of each look), dropping the first that fits onto a legal
 * spot. Returns what it did; fails if nothing could be done.
 */
export async function playTurnByMouse(page: Page): Promise<"placed" | "passed"> {
  if (await passButton(page).isVisible()) {
    // A pass always hands the turn on or ends the game: the status changes.
    const before = (await status(page).textContent()) ?? "";
    await passButton(page).click();
    await expect(status(page)).not.toHaveText(before);
    return "passed";
  }
  const names = await handNames(page);
  const tried = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (tried.has(name)) continue; // alike tiles fit alike
    tried.add(name);
    const from = await mouseDragStart(page, hand(page).nth(i));
    const legal = (await readCells(page)).filter(isLegal);
    if (legal.length === 0) {
      await mouseCancel(page, from);
      continue;
    }
    const placedBefore = (await placedCells(page)).length;
    await mouseDropAt(page, await cellCentre(page, legal[0]));
    await expect.poll(async () => (await placedCells(page)).length).toBe(placedBefore + 1);
    await expect(message(page)).toHaveText("");
    await expect(heldTile(page)).toHaveCount(0);
    return "placed";
  }
  throw new Error(
    `no tile of the hand fits and no pass button (status: ${await status(page).textContent()})`,
  );
}

// ---------------------------------------------------------------------------------------------
// A finger's taps and the layout under it (any game).

/**
 * Starts recording the clicks the page receives; the function returned takes what was recorded
 * since (each the name of the button, or element, the click reached).
 */
export async function recordClicks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { clicks: string[] };
    w.clicks = [];
    document.addEventListener(
      "click",
      (e) => {
        const t = e.target as Element;
        const b = t.closest("button, [role=button], a") ?? t;
        w.clicks.push(b.getAttribute("aria-label") || b.textContent?.trim() || b.tagName);
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { clicks: string[] }).clicks.splice(0));
}

/** A finger's tap (down and up at once) on the centre of `el`. */
export async function fingerTap(finger: Finger, el: Locator): Promise<void> {
  await finger.down(await centre(el));
  await finger.up();
}

/**
 * Where every element matched by each selector lies on the screen (rounded CSS px), and how far
 * the page is scrolled: two calls compare equal when nothing moved.
 */
export async function layoutOf(page: Page, selectors: string[]): Promise<Record<string, string>> {
  return page.evaluate((selectors) => {
    const out: Record<string, string> = { scroll: `${Math.round(scrollX)},${Math.round(scrollY)}` };
    for (const s of selectors) {
      document.querySelectorAll(s).forEach((e, i) => {
        const r = e.getBoundingClientRect();
        out[`${s} #${i}`] = [r.x, r.y, r.width, r.height].map((v) => Math.round(v)).join(",");
      });
    }
    return out;
  }, selectors);
}

/** The element lies wholly on the screen. */
export async function expectInView(page: Page, el: Locator): Promise<void> {
  const box = (await el.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box, "on the page").not.toBeNull();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height + 0.5);
}
