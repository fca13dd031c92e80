// The solo puzzle to the end: following the solver's hints completes a casbah, the score is kept
// as the best for its size, and the end screen replays the game.
import { test, expect, newCasbah, handRegion, board } from "./casbah-helpers";

test("a 3×3 puzzle completed by following hints; best score kept; replay", async ({ page }) => {
  await newCasbah(page, { players: 1, width: 3, height: 3 });
  await handRegion(page).getByRole("button", { name: /^Entrance 1/ }).click();
  await board(page).getByRole("button", { name: /, legal spot$/ }).first().click();
  for (let placed = 1; placed < 9; placed++) {
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(page.locator(".solver-result")).toHaveText(/^Hint: /);
    await handRegion(page).getByRole("button", { name: /, hint$/ }).click();
    await board(page).getByRole("button", { name: /, hint/ }).click();
    await expect(board(page).getByRole("button", { name: /: (Room|Garden|Entrance)/ })).toHaveCount(placed + 1);
  }
  await expect(page.getByText("Complete casbah! New best score.")).toBeVisible();
  const total = Number(await page.getByRole("row").nth(1).getByRole("cell").nth(2).textContent());
  expect(total).toBeGreaterThan(9);

  // Replay: back to the start and forward again.
  const replay = page.getByRole("region", { name: "Replay" });
  await replay.getByRole("button", { name: "Start" }).click();
  await expect(replay.getByRole("status")).toHaveText("Move 0 / 9");
  await replay.getByRole("button", { name: "Forward" }).click();
  await expect(replay.getByRole("application").getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);

  // A new puzzle of the same size shows the best score.
  await newCasbah(page, { players: 1, width: 3, height: 3 });
  await expect(page.getByText(`Best score for this size: ${total}`)).toBeVisible();
});
