// The home page's Export of a game under way (docs/architecture.md, "Saves: what a file and the
// device keep secret"): the file shows no seat's target and no pile order, and imported it opens
// on the same table. Capt'n Clever after the opening choices; Les Cabanes after two tiles kept.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, status, test } from "./casbah-helpers";

const players = ["Ann", "Bob"].map((name, colour) => ({ name, colour, kind: "Human" }));

/** Ann's turn on the table, past the curtain Capt'n Clever draws before it in pass-and-play. */
async function annToPlay(page: Page) {
  const curtain = page.getByRole("button", { name: "I am Ann: show" });
  await expect(curtain.or(status(page).filter({ hasText: "Ann to play" }))).toBeVisible();
  if (await curtain.isVisible()) await curtain.click();
  await expect(status(page)).toHaveText("Ann to play");
}

/** Stores a save under `id` and opens it once on its game's page, which notes it on the shelf. */
async function storeAndOpen(page: Page, id: string, game: string, record: unknown) {
  await page.goto("./");
  const save = { format: 2, id, game, updated: Date.now(), players, over: false, record, redo: [] };
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`tablee.save.${id}`, JSON.stringify(save)]);
  await page.goto(`./#/play/${id}`);
  await annToPlay(page);
}

/** The text of the file the home page's Export button of `label` offers. */
async function exportFromShelf(page: Page, label: string, path: string) {
  await page.goto("./");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Export ${label}` }).click();
  await (await download).saveAs(path);
  return readFileSync(path, "utf8");
}

/** Imports `text` on the home page and opens the game it became; returns its id. */
async function importAndOpen(page: Page, text: string) {
  await page.getByText("Import a saved game from text…").click();
  await page.getByRole("textbox", { name: "The saved game's text" }).fill(text);
  await page.getByRole("button", { name: "Import this text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Game imported." })).toBeVisible();
  const open = page.getByRole("link", { name: "Open it" });
  const id = decodeURIComponent(((await open.getAttribute("href")) ?? "").split("/").pop() ?? "");
  await open.click();
  await annToPlay(page);
  await expect(page.getByRole("alert")).toHaveCount(0);
  return id;
}

const stored = (page: Page, id: string) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}"), `tablee.save.${id}`);

/** What any file of a game under way may not show: its moves, setup or seed. */
function expectSealed(text: string, secrets: string[]) {
  for (const word of ['"turns"', '"seed"', '"setup"', ...secrets]) expect(text).not.toContain(word);
  const file = JSON.parse(text);
  expect(file.record).toBeNull();
  expect(file.sealed).toMatch(/^[0-9a-f]+$/);
}

test("Capt'n Clever: an export made after the targets were chosen shows no target; imported it opens on the same turn", async ({ page }, info) => {
  // Both captains and ships placed, Bob chose Ann's target (island 8), Ann chose Bob's (island 4).
  const record = {
    setup: { seats: 2, variant: false, sea: "Third", last_turn: true },
    seed: 8,
    turns: [
      { seat: 0, action: { PlaceShip: { position: 13 } } },
      { seat: 0, action: { PlaceCaptain: { island: 2 } } },
      { seat: 1, action: { PlaceCaptain: { island: 8 } } },
      { seat: 1, action: { PlaceShip: { position: 6 } } },
      { seat: 1, action: { ChooseTarget: { island: 8 } } },
      { seat: 0, action: { ChooseTarget: { island: 4 } } },
    ],
  };
  await storeAndOpen(page, "captn-mid", "CaptnClever", record);
  const text = await exportFromShelf(page, "Capt'n Clever — Ann, Bob", info.outputPath("captn.json"));
  expect(text).toContain('"game":"CaptnClever"');
  expectSealed(text, ["ChooseTarget", "island"]);
  const id = await importAndOpen(page, text);
  expect(id).not.toBe("captn-mid");
  // The imported game is the same game: its record as it was, stored on this device.
  expect((await stored(page, id)).record).toEqual(record);
});

test("Les Cabanes: an export made mid-game carries no pile order; imported, its piles show the same tops and deal the rest anew", async ({ page }, info) => {
  const record = {
    setup: { seats: 2 },
    seed: 5,
    turns: [
      { seat: 0, action: { Keep: { pile: 0 } } },
      { seat: 1, action: { Keep: { pile: 1 } } },
    ],
  };
  await storeAndOpen(page, "cabanes-mid", "Cabanes", record);
  const piles = page.getByRole("region", { name: "The five piles" }).getByRole("button");
  const tops = await piles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
  expect(tops).toHaveLength(5);
  const text = await exportFromShelf(page, "Les Cabanes de M'sieur Robinson — Ann, Bob", info.outputPath("cabanes.json"));
  expectSealed(text, ["Keep"]);
  const id = await importAndOpen(page, text);
  await expect(piles).toHaveCount(5);
  expect(await piles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))).toEqual(tops);
  // Stored on this device: the same moves, the tiles the piles showed, a seed of its own.
  const imported = (await stored(page, id)).record;
  expect(imported.turns).toEqual(record.turns);
  expect(imported.seed).not.toBe(record.seed);
  expect(imported.shown).toHaveLength(5);
  // Pile 1 showed its first tile, then the one under it; pile 3 only its top.
  expect(imported.shown[0]).toHaveLength(2);
  expect(imported.shown[2]).toHaveLength(1);
});
