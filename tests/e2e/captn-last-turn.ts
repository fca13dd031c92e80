// The recorded Capt'n Clever game of tests/data/captn-last-turn.json, saved as a player's game.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * Saves the recorded 2-player game (Ann and Bob, seed 26, easy variant) under `id` and opens it:
 * Ann has just laid her ninth treasure, Bob holds eight, his ninth a hop away.
 */
export async function openLastTurnGame(page: Page, id: string) {
  const record = JSON.parse(readFileSync("tests/data/captn-last-turn.json", "utf8"));
  const players = ["Ann", "Bob"].map((name, colour) => ({ name, colour, kind: "Human" }));
  const save = { format: 2, id, game: "CaptnClever", updated: 1, players, over: false, record, redo: [] };
  await page.goto("./");
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`tablee.save.${id}`, JSON.stringify(save)]);
  await page.goto(`./#/play/${id}`);
}
