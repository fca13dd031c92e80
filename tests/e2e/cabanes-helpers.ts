// Les Cabanes in the browser, shared by its specs: where things are on its table, a game opened
// from a fixed seed, and a tile picked up, tried and dropped.
import { type Locator, type Page } from "@playwright/test";
import { centre, expect } from "./casbah-helpers";

export const huts = (page: Page) => page.locator(".cab-huts");
/** Open cells where the held tile may go (they carry their hut and cell in `data-cell`). */
export const glowing = (page: Page) => huts(page).locator("g.open.legal");
export const refusable = (page: Page) => huts(page).locator("g.open:not(.legal)");
export const built = (page: Page) => huts(page).locator("g.placed");
export const targets = (page: Page) => huts(page).locator("g.placed.target");
export const piles = (page: Page) => page.getByRole("region", { name: "The five piles" });
export const pile = (page: Page, n: number) => piles(page).getByRole("button", { name: new RegExp(`^Pile ${n}: `) });
export const ownArea = (page: Page) => page.locator("section.cab-own");
export const frontOf = (page: Page, who: string) => page.getByRole("region", { name: `In front of ${who}` });
export const heldPanel = (page: Page) => page.getByRole("group", { name: "The tile in hand" });
export const turnOver = (page: Page) => heldPanel(page).getByRole("button", { name: /^Turn over/ });
export const message = (page: Page) => page.locator("p.message");
export const log = (page: Page) => page.getByRole("region", { name: "Game log" }).getByRole("listitem");
export const result = (page: Page) => page.getByRole("region", { name: "Result" });

/** Writes a game of Les Cabanes with a fixed seed into the browser's storage and opens it. */
export async function openSeeded(page: Page, id: string, seed: number, players: { name: string; kind: unknown }[]) {
  await page.goto("./#/");
  await page.evaluate(
    ([id, seed, players]) => {
      const save = {
        format: 2,
        id,
        game: "Cabanes",
        updated: Date.now(),
        players: (players as { name: string; kind: unknown }[]).map((p, colour) => ({ ...p, colour })),
        over: false,
        record: { setup: { seats: (players as unknown[]).length }, seed, turns: [] },
        redo: [],
      };
      localStorage.setItem(`tablee.save.${id}`, JSON.stringify(save));
    },
    [id, seed, players] as const,
  );
  await page.goto(`./#/play/${id}`);
  await expect(huts(page)).toBeVisible();
}

/** The number the held-tile panel gives: "3 glowing spots". */
export async function glowCount(page: Page): Promise<number> {
  const text = await heldPanel(page).innerText();
  return Number(/(\d+) glowing spot/.exec(text)?.[1] ?? NaN);
}

/** Picks a tile up by a tap (it stays held) and waits for the page to show it held. */
export async function tapHold(page: Page, handle: Locator) {
  await handle.click();
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(heldPanel(page)).toBeVisible();
}

/** Where the tile under `handle` fits: as drawn (false), turned over (true, and it is left turned
 * over in hand), or nowhere (null, and it is put back). */
export async function fitOf(page: Page, handle: Locator, turnedOnly = false): Promise<boolean | null> {
  await tapHold(page, handle);
  if (!turnedOnly && (await glowCount(page)) > 0) return false;
  if (await turnOver(page).isVisible()) {
    await page.keyboard.press("m");
    await expect(turnOver(page)).toHaveAttribute("aria-pressed", "true");
    if ((await glowCount(page)) > 0) return true;
  }
  await page.keyboard.press("Escape");
  await expect(heldPanel(page)).toHaveCount(0);
  return null;
}

/** Drags `handle` with the mouse onto the spot `target` finds once the tile is picked up. */
export async function dragOnto(page: Page, handle: Locator, target: (page: Page) => Locator) {
  const from = await centre(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 14, from.y + 6, { steps: 3 });
  const spot = target(page);
  await spot.scrollIntoViewIfNeeded();
  const to = await centre(spot);
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}
