// Helpers for the Drunter & Drüber end-to-end tests. As for Casbah, everything goes through roles
// and accessible names, and legal moves are discovered from the cells' names ("legal spot"), so
// the tests work whatever seed the app drew.
import { type Locator, type Page } from "@playwright/test";
import { centre, expect } from "./casbah-helpers";

export const board = (page: Page) => page.getByRole("application", { name: /^Town board/ });
export const cells = (page: Page) => board(page).getByRole("button");
export const cellNamed = (page: Page, name: string) =>
  board(page).getByRole("button", { name, exact: true });
export const handRegion = (page: Page) => page.getByRole("region", { name: "Your tiles" });
export const hand = (page: Page) => handRegion(page).getByRole("button");
export const heldTile = (page: Page) => handRegion(page).getByRole("button", { pressed: true });
export const curtain = (page: Page) => page.getByRole("dialog");
export const logItems = (page: Page) =>
  page.getByRole("region", { name: "Game log" }).getByRole("listitem");
export const message = (page: Page) => page.locator("p.message");
export const passButton = (page: Page) =>
  page.getByRole("button", { name: "No tile can be laid: pass" });
/** The result of a vote, on screen until Continue. */
export const voteResult = (page: Page) => page.getByRole("region", { name: "Vote result" });
/** The question asked before a tile is laid over a toilet. */
export const confirmLay = (page: Page) => page.getByRole("region", { name: "Confirm the lay" });

/** Answers the "This starts a vote" question by laying the tile. */
export async function confirmVote(page: Page) {
  await expect(confirmLay(page)).toContainText("This starts a vote");
  await confirmLay(page).getByRole("button", { name: "Lay it: start the vote" }).click();
  await expect(confirmLay(page)).toHaveCount(0);
}

export type Cell = { name: string; ref: string };

export async function readCells(page: Page): Promise<Cell[]> {
  const names = await cells(page).evaluateAll((els) =>
    els.map((e) => e.getAttribute("aria-label") ?? ""),
  );
  return names.map((name) => ({ name, ref: name.split(":")[0] }));
}

export const isLegal = (c: Cell) => c.name.endsWith(", legal spot");
export const isToilet = (c: Cell) => /: public toilet, legal spot$/.test(c.name);
/** Cells covered by a path ("C3: the road", "D4: town wall A, bridge"). */
export const isPath = (c: Cell) => /: (the road|town wall [AB]|the canal)(,|$)/.test(c.name);

export async function pathCells(page: Page): Promise<number> {
  return (await readCells(page)).filter(isPath).length;
}

export type NewDrunter = { players: 2 | 3 | 4; names?: string[]; kinds?: string[]; variant?: boolean };

export async function newDrunter(page: Page, opts: NewDrunter): Promise<void> {
  await page.goto("./#/new/drunter");
  await page.getByLabel("Number of players").selectOption(String(opts.players));
  if (opts.variant) await page.getByLabel("Rules").selectOption("variant");
  for (const [i, name] of (opts.names ?? []).entries()) {
    const input = page.getByLabel(`Name of player ${i + 1}`, { exact: true });
    await input.fill(name);
    await input.press("Tab");
  }
  for (const [i, kind] of (opts.kinds ?? []).entries()) {
    await page.getByLabel(`Who plays player ${i + 1}`, { exact: true }).selectOption(kind);
  }
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
}

/** Presses the mouse on a hand tile group and moves it a little: the tile is held. */
export async function dragStart(page: Page, tile: Locator) {
  await tile.scrollIntoViewIfNeeded();
  const from = await centre(tile);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 14, from.y + 6, { steps: 3 });
  await expect(heldTile(page)).toHaveCount(1);
  return from;
}

export async function dropOn(page: Page, name: string) {
  const to = await centre(cellNamed(page, name));
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

export async function cancelDrag(page: Page, from: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y, { steps: 3 });
  await page.mouse.up();
  await expect(heldTile(page)).toHaveCount(0);
}

/**
 * Lays a tile of the builder's hand by dragging it onto a legal spot: one over a toilet when
 * `toilet` is true and there is one (returns "vote"), else any. Fails if nothing can be laid.
 */
export async function layByDrag(page: Page, toilet: boolean): Promise<"laid" | "vote" | "passed"> {
  if (await passButton(page).isVisible()) {
    await passButton(page).click();
    return "passed";
  }
  const count = await hand(page).count();
  let fallback: { i: number; cell: string } | undefined;
  for (let i = 0; i < count; i++) {
    const from = await dragStart(page, hand(page).nth(i));
    const legal = (await readCells(page)).filter(isLegal);
    const onToilet = legal.find(isToilet);
    if (toilet && onToilet) {
      await dropOn(page, onToilet.name);
      await confirmVote(page);
      return "vote";
    }
    if (!fallback && legal.length > 0) fallback = { i, cell: legal[0].ref };
    await cancelDrag(page, from);
  }
  if (!fallback) throw new Error("nothing can be laid and no pass button");
  await dragStart(page, hand(page).nth(fallback.i));
  const target = (await readCells(page)).find((c) => c.ref === fallback!.cell)!;
  const before = await pathCells(page);
  await dropOn(page, target.name);
  // The tile is laid, or (over a toilet) the builder is asked first.
  await expect
    .poll(async () => (await confirmLay(page).isVisible()) || (await pathCells(page)) > before)
    .toBe(true);
  if (await confirmLay(page).isVisible()) {
    await confirmVote(page);
    return "vote";
  }
  return "laid";
}

/** Chooses `cards` (their printed words) in `who`'s open secret ballot, then votes. */
export async function vote(page: Page, who: string, cards: string[]) {
  const panel = page.getByRole("region", { name: `Your secret vote — ${who}` });
  await expect(panel).toBeVisible();
  for (const c of cards) {
    await panel.getByRole("button", { name: new RegExp(`^${c.replace(/\?/g, "\\?")} \\(`) }).click();
  }
  await panel.getByRole("button", { name: "Vote in secret" }).click();
  await expect(panel).toHaveCount(0);
}

/**
 * Lays a tile of the builder's hand by taps, as on a phone: a tile, then a glowing cell; over a
 * toilet when `toilet` is true and one is offered (the vote confirmed: returns "vote"), else
 * preferably elsewhere. Waits until the lay shows in the log (on a guest's device, once the host
 * has played it).
 */
export async function layByTaps(page: Page, toilet: boolean): Promise<"laid" | "vote"> {
  const count = await hand(page).count();
  let choice: { i: number; cell: string } | undefined;
  let held = -1;
  for (let i = 0; i < count; i++) {
    await hand(page).nth(i).click();
    await expect(heldTile(page)).toHaveCount(1);
    held = i;
    const legal = (await readCells(page)).filter(isLegal);
    const pick = toilet ? legal.find(isToilet) : legal.find((c) => !isToilet(c));
    if (pick) {
      choice = { i, cell: pick.ref };
      break;
    }
    if (!choice && legal.length > 0) choice = { i, cell: legal[0].ref };
  }
  if (!choice) throw new Error("no tile can be laid");
  if (held !== choice.i) await hand(page).nth(choice.i).click();
  const target = (await readCells(page)).find((c) => c.ref === choice!.cell)!;
  const lines = await logItems(page).count();
  await cellNamed(page, target.name).click();
  await expect.poll(async () => (await confirmLay(page).isVisible()) || (await logItems(page).count()) > lines).toBe(true);
  if (await confirmLay(page).isVisible()) {
    await confirmVote(page);
    return "vote";
  }
  return "laid";
}
