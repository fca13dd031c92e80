// The new-game form and the shared table: two seats never share a colour, Enter in a name does
// not start, the first player can be picked; in pass-and-play, Undo never takes back the previous
// player's move once the device is passed; the "?" opens the rules over the table, which stays.
import { type Page } from "@playwright/test";
import { board, expect, handRegion, newCasbah, status, test } from "./casbah-helpers";

const colour = (page: Page, n: number) => page.getByLabel(`Colour of player ${n}`, { exact: true });

async function name(page: Page, n: number, value: string) {
  const input = page.getByLabel(`Name of player ${n}`, { exact: true });
  await input.fill(value);
  await input.press("Tab");
}

test("two seats cannot share a colour: taking a taken colour swaps it, and the game starts with distinct colours", async ({
  page,
}) => {
  await page.goto("./#/new/drunter");
  await page.getByLabel("Number of players").selectOption("3");
  const before = await Promise.all([1, 2, 3].map((n) => colour(page, n).inputValue()));
  expect(new Set(before).size).toBe(3);
  // Player 1 takes player 2's colour: player 2 gets player 1's.
  await colour(page, 1).selectOption(before[1]);
  await expect(colour(page, 1)).toHaveValue(before[1]);
  await expect(colour(page, 2)).toHaveValue(before[0]);
  await expect(colour(page, 3)).toHaveValue(before[2]);
  // And player 3 takes it next: again a swap, never a share.
  await colour(page, 3).selectOption(before[1]);
  const after = await Promise.all([1, 2, 3].map((n) => colour(page, n).inputValue()));
  expect(new Set(after).size).toBe(3);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
  const saved = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("tablee.save."))!;
    return JSON.parse(localStorage.getItem(key)!).players.map((p: { colour: number }) => p.colour);
  });
  expect(saved.map(String)).toEqual(after);
});

test("Enter in a name field does not start the game", async ({ page }) => {
  await page.goto("./#/new/captn-clever");
  const input = page.getByLabel("Name of player 1", { exact: true });
  await input.fill("Zoé");
  await input.press("Enter");
  await expect(page).toHaveURL(/#\/new\/captn-clever$/);
  await expect(page.getByRole("heading", { name: "New game of Capt'n Clever" })).toBeVisible();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
  await expect(page.getByRole("list").filter({ hasText: "Zoé" }).first()).toBeVisible();
});

test("a seat's default name is a placeholder: typing replaces it, an emptied field gives it back", async ({ page }) => {
  await page.goto("./#/new/casbah");
  await page.getByLabel("Number of players").selectOption("2");
  const input = page.getByLabel("Name of player 1", { exact: true });
  await expect(input).toHaveValue("");
  await expect(input).toHaveAttribute("placeholder", "Camille");
  // Typed into the field as it opens, a name is the name alone (not "Player 1Alice").
  await input.pressSequentially("Alice");
  await input.press("Tab");
  await expect(input).toHaveValue("Alice");
  await input.fill("");
  await input.press("Tab");
  await expect(input).toHaveValue("");
  await page.getByLabel("Who plays player 2", { exact: true }).selectOption("human");
  // A name typed just before Start, the field never left, is kept.
  await page.getByLabel("Name of player 2", { exact: true }).fill("Cy");
  await page.getByLabel("Draft order").selectOption("rulebook");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(status(page)).toContainText("Camille picks a tile");
  await expect(page.locator(".seats")).toContainText("Cy");
});

test("the first player can be picked; the order around the table is kept", async ({ page }) => {
  await page.goto("./#/new/casbah");
  await page.getByLabel("Number of players").selectOption("3");
  for (const [i, who] of ["Ann", "Bob", "Cy"].entries()) {
    await name(page, i + 1, who);
    await page.getByLabel(`Who plays player ${i + 1}`, { exact: true }).selectOption("human");
  }
  const first = page.getByLabel("First player");
  await expect(first.getByRole("option")).toHaveText(["Drawn at random", "Ann", "Bob", "Cy"]);
  await first.selectOption("Bob");
  // The first player leads the rulebook's draft order (the drawn one draws each round's).
  await page.getByLabel("Draft order").selectOption("rulebook");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(status(page)).toContainText("Bob picks a tile");
  await page.getByRole("region", { name: "Tiles to take" }).getByRole("button").first().click();
  await expect(status(page)).toContainText("Cy picks a tile");
  await page.getByRole("region", { name: "Tiles to take" }).getByRole("button").first().click();
  await expect(status(page)).toContainText("Ann picks a tile");
});

const sea = (page: Page) => page.getByRole("group", { name: "The sea: islands and lanes" });
const legal = (page: Page) => sea(page).getByRole("button", { name: /, legal spot$/ });
const pieces = (page: Page) => page.getByRole("region", { name: "Your pieces" });
const curtain = (page: Page) => page.getByRole("dialog");
const undo = (page: Page) => page.getByRole("button", { name: "Undo", exact: true });
const log = (page: Page) => page.getByRole("region", { name: "Game log" }).getByRole("listitem");

/** Goes through every curtain and private moment until the table shows `who` to play. */
async function throughCurtains(page: Page, who: string) {
  for (let i = 0; i < 30; i++) {
    const show = curtain(page).getByRole("button", { name: /^I am .*: show$|^Show the table$/ });
    const give = page.getByRole("region", { name: /^Your secret choice/ }).getByRole("button").first();
    const done = page.getByRole("button", { name: "Done: hide my card" });
    let acted = false;
    for (const step of [show, give, done]) {
      if (await step.count()) {
        await step.click();
        acted = true;
        break;
      }
    }
    if (acted) continue;
    if ((await status(page).textContent({ timeout: 1000 }).catch(() => "")) === `${who} to play`) return;
    await page.waitForTimeout(200);
  }
  await expect(status(page)).toHaveText(`${who} to play`);
}

test("Capt'n Clever with two people: after the curtain passes the device, Undo cannot take back the previous player's move", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A table of two people with a fixed seed, so that every step below is the same on every run.
  await page.goto("./#/");
  await page.evaluate(() => {
    const human = (name: string, colour: number) => ({ name, colour, kind: "Human" });
    const save = {
      format: 2,
      id: "undo-after-curtain",
      game: "CaptnClever",
      updated: Date.now(),
      players: [human("Ann", 0), human("Bob", 1)],
      over: false,
      record: { setup: { seats: 2, variant: false }, seed: 42, turns: [] },
    };
    localStorage.setItem("tablee.save.undo-after-curtain", JSON.stringify(save));
  });
  await page.goto("./#/play/undo-after-curtain");
  for (const [i, who] of ["Ann", "Bob"].entries()) {
    await expect(status(page)).toContainText(`${who} places`);
    // Bob's turn to place: Ann's pieces are not his to take back.
    if (i === 1) await expect(undo(page)).toBeDisabled();
    for (const piece of ["Place your captain", "Place your ship"]) {
      await pieces(page).getByRole("button", { name: piece }).click();
      await legal(page).first().click();
    }
  }
  await throughCurtains(page, "Ann");
  await expect(undo(page)).toBeDisabled();
  // Ann moves (her captain first, while he can): that move is hers to take back during her turn.
  const ship = pieces(page).getByRole("button", { name: "Move your ship" });
  const captain = pieces(page).getByRole("button", { name: "Move your captain" });
  await ((await captain.isVisible()) ? captain : ship).click();
  await legal(page).first().click();
  await expect(log(page).first()).toContainText(/^Ann('s captain| moves)/);
  if ((await curtain(page).count()) === 0) {
    await expect(undo(page)).toBeEnabled();
    for (const piece of [captain, ship]) {
      if ((await curtain(page).count()) === 0 && (await piece.isVisible())) {
        await piece.click();
        await legal(page).first().click();
      }
    }
    await page.getByRole("button", { name: "End the turn" }).click();
  }
  // The device goes to Bob behind a curtain; on the table, Ann's moves are not his to undo.
  await throughCurtains(page, "Bob");
  const annsMoves = await log(page).filter({ hasText: /^Ann / }).count();
  expect(annsMoves).toBeGreaterThan(0);
  await expect(undo(page)).toBeDisabled();
  await undo(page).click({ force: true });
  await expect(log(page).filter({ hasText: /^Ann / })).toHaveCount(annsMoves);
  // Bob's own move of this turn is his to take back, and only it.
  await pieces(page).getByRole("button", { name: "Move your captain" }).click();
  await legal(page).first().click();
  await expect(log(page).first()).toContainText(/^Bob's captain sails/);
  await expect(undo(page)).toBeEnabled();
  await undo(page).click();
  await expect(log(page).first()).not.toContainText(/^Bob/);
  await expect(log(page).filter({ hasText: /^Ann / })).toHaveCount(annsMoves);
  await expect(undo(page)).toBeDisabled();
  await expect(status(page)).toHaveText("Bob to play");
  // Redo survives a reload.
  await page.reload();
  await throughCurtains(page, "Bob");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(log(page).first()).toContainText(/^Bob's captain sails/);
});

test("the ? opens the rules at this step's section over the table; closing finds the game as it was", async ({ page }) => {
  await newCasbah(page, { players: 1, size: "6x6" });
  const help = page.getByRole("note", { name: "What to do now" });
  await expect(help).toContainText("drag a tile from your hand onto the board, or click a tile then a cell");
  await expect(help).toContainText("Keys: Tab to a tile, Enter to pick it up.");
  await handRegion(page).getByRole("button", { name: /^Entrance 1/ }).click();
  await expect(help).toContainText("lay the tile on a glowing cell");
  await board(page).getByRole("button", { name: /, legal spot$/ }).first().click();
  await expect(board(page).getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);
  const url = page.url();

  await page.getByRole("button", { name: "Rules of this step" }).click();
  const dialog = page.getByRole("dialog", { name: "Rules" });
  await expect(dialog.getByRole("heading", { name: "Solo puzzle" })).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Rules of this step" }).click();
  await dialog.getByRole("button", { name: "Close the rules and back to the game" }).click();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(board(page).getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);
  await expect(help).toContainText("complete the casbah");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the step line says drag and tap, not keys", async ({ page }) => {
    await newCasbah(page, { players: 1, size: "6x6" });
    const help = page.getByRole("note", { name: "What to do now" });
    await expect(help).toContainText("tap a tile then a cell");
    await expect(help).not.toContainText("Keys:");
  });
});
