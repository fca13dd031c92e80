// The solo puzzle to the end: following the solver's hints completes a casbah, the hints are
// counted, the score is kept as the best for its size with hints, and the end screen replays the
// game.
import { test, expect, newCasbah, handRegion, board, status } from "./casbah-helpers";

test("a 3×3 puzzle completed by following hints; best score kept; replay", async ({ page }) => {
  await newCasbah(page, { players: 1, width: 3, height: 3 });
  await handRegion(page).getByRole("button", { name: /^Entrance 1/ }).click();
  await board(page).getByRole("button", { name: /, legal spot$/ }).first().click();
  const helper = page.getByRole("region", { name: "Puzzle helper" });
  const seat = page.getByRole("listitem").filter({ hasText: "Camille" }).first();
  await expect(seat).toContainText("no hint used");
  // Asking the same question twice answers visibly twice.
  await helper.getByRole("button", { name: "Still completable?" }).click();
  await expect(helper.getByRole("status")).toHaveText("Answer 1 — Yes, this casbah can still be completed.");
  // The answer is announced, right by the buttons, in view.
  await expect(helper.getByRole("status")).toHaveAttribute("aria-live", "polite");
  await expect(helper.getByRole("status")).toBeInViewport();
  await helper.getByRole("button", { name: "Still completable?" }).click();
  await expect(helper.getByRole("status")).toHaveText("Answer 2 — Yes, this casbah can still be completed.");
  await expect(seat).toContainText("no hint used");
  for (let placed = 1; placed < 9; placed++) {
    await helper.getByRole("button", { name: "Hint" }).click();
    await expect(helper.getByRole("status")).toHaveText(new RegExp(`^Answer ${placed + 2} — Hint: `));
    await expect(seat).toContainText(placed === 1 ? "1 hint used" : `${placed} hints used`);
    // A hint cannot be undone.
    await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
    await handRegion(page).getByRole("button", { name: /, hint$/ }).click();
    await board(page).getByRole("button", { name: /, hint/ }).click();
    await expect(board(page).getByRole("button", { name: /: (Room|Garden|Entrance)/ })).toHaveCount(placed + 1);
  }
  await expect(status(page)).toHaveText("Game over");
  const total = Number(await page.getByRole("row").nth(1).getByRole("cell").nth(2).textContent());
  expect(total).toBeGreaterThan(9);
  const banner = page.getByRole("region", { name: "Result" });
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText("Complete casbah! New best score with hints.");
  await expect(banner.locator("p.note")).toHaveText(`Score: ${total} points, 8 hints used.`);

  // Replay: back to the start and forward again.
  const replay = page.getByRole("region", { name: "Replay" });
  await replay.getByRole("button", { name: "Start" }).click();
  await expect(replay.getByRole("status")).toHaveText("Move 0 / 9");
  await replay.getByRole("button", { name: "Forward" }).click();
  await expect(replay.getByRole("application").getByRole("button", { name: /: Entrance 1/ })).toHaveCount(1);

  // A new puzzle of the same size shows the best score.
  await newCasbah(page, { players: 1, width: 3, height: 3 });
  await expect(page.getByText(`Best score for this size: ${total} with hints`)).toBeVisible();
});
