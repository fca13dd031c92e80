// What every table shares, on a desktop and on a phone: each seat's last move stays marked on the
// board (and says so in the cell's name), the log names the tile and the cell as the board's edges
// print it, and when a game ends the result banner comes into view with Rematch.
import { readFileSync } from "node:fs";
import {
  test,
  expect,
  newCasbah,
  draftByClicking,
  handRegion,
  board,
  status,
  logItems,
  playTurnByTaps,
} from "./casbah-helpers";

/** "Bruno places a corner room with two windows at C4 and scores 4 points." → ["Bruno", "C4"] */
const PLACED_LINE = /^(\S+) places (?:a|the) .+ at ([A-Z]\d+) and scores \d+ points?\.$/;

const screens = [
  { name: "desktop", use: { viewport: { width: 1366, height: 900 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test("a computer's move stays marked as its last move, at the cell the log names", async ({ page }) => {
      test.setTimeout(90_000);
      await newCasbah(page, { players: 2, size: "6x6", names: ["Ada", "Bruno"], kinds: ["human", "quick"] });
      // The coordinates are printed along the edges.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casbah 6×6");
      await draftByClicking(page);
      for (let turn = 0; turn < 30; turn++) {
        await expect(status(page)).toHaveText(/^(Ada to play|Game over)$/);
        const computerLine = logItems(page).filter({ hasText: /^Bruno places / });
        if ((await computerLine.count()) > 0) break;
        await playTurnByTaps(page);
      }
      await expect(status(page)).toHaveText("Ada to play");
      // The computer's newest placement: its cell is marked as Bruno's last move.
      const line = (await logItems(page).filter({ hasText: /^Bruno places / }).first().textContent()) ?? "";
      const [, who, at] = PLACED_LINE.exec(line) ?? [];
      expect(who, line).toBe("Bruno");
      const marked = board(page).getByRole("button", { name: /, last move of Bruno$/ });
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAccessibleName(new RegExp(`^${at}: (Room|Garden|Entrance) \\d+`));
      await expect(marked.locator(".last-badge")).toHaveText("2");
      // The newest move arrives with an animation, none when the player asks for reduced motion.
      const arrival = () =>
        board(page).locator(".cell.fresh .cell-content").evaluate((el) => getComputedStyle(el).animationName);
      expect(await arrival()).toBe("arrive");
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await arrival()).toBe("none");
      await page.emulateMedia({ reducedMotion: "no-preference" });

      // The human moves: his own move is marked too, and the computer's mark stays until it moves.
      if ((await playTurnByTaps(page)) === "placed") {
        await expect(board(page).getByRole("button", { name: /, last move of Ada$/ })).toHaveCount(1);
        const mine = (await logItems(page).filter({ hasText: /^Ada places / }).first().textContent()) ?? "";
        const [, , myCell] = PLACED_LINE.exec(mine) ?? [];
        await expect(board(page).getByRole("button", { name: /, last move of Ada$/ })).toHaveAccessibleName(
          new RegExp(`^${myCell}: `),
        );
      }
      await expect(status(page)).toHaveText(/^(Ada to play|Game over)$/);
      // Whatever Bruno did next, at most one cell is his last move, and it matches his newest line.
      const newest = (await logItems(page).filter({ hasText: /^Bruno (places|cannot place)/ }).first().textContent()) ?? "";
      const brunoMarks = board(page).getByRole("button", { name: /, last move of Bruno$/ });
      if (newest.includes("cannot place")) await expect(brunoMarks).toHaveCount(0);
      else await expect(brunoMarks).toHaveAccessibleName(new RegExp(`^${PLACED_LINE.exec(newest)?.[2]}: `));
    });

    test("the result banner comes into view when the game ends, and Rematch starts the same table", async ({ page }) => {
      test.setTimeout(120_000);
      await newCasbah(page, { players: 2, size: "6x6", names: ["Ada", "Bruno"], kinds: ["quick", "quick"] });
      const firstGame = page.url();
      // The players watch from the bottom of the page (the log) while the computers play.
      await expect(board(page)).toBeVisible({ timeout: 60_000 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(status(page)).toHaveText("Game over", { timeout: 90_000 });

      const banner = page.getByRole("region", { name: "Result" });
      await expect(banner.getByRole("heading", { level: 2 })).toHaveText(
        /^(Ada wins!|Bruno wins!|Ada and Bruno share the win!)$/,
      );
      await expect(banner.getByRole("heading", { level: 2 })).toBeInViewport();
      await expect(banner.getByRole("button", { name: "Rematch" })).toBeInViewport();
      const ranking = banner.getByRole("list", { name: "Ranking" }).getByRole("listitem");
      await expect(ranking).toHaveCount(2);
      await expect(ranking.nth(0)).toHaveText(/^1\.(Ada|Bruno)−?\d+ points?$/);
      // The breakdown and the replay follow, inside the banner.
      await expect(banner.getByRole("region", { name: "Final scores" }).getByRole("table")).toBeVisible();
      const replay = banner.getByRole("region", { name: "Replay" });
      await replay.getByRole("button", { name: "Start" }).click();
      await expect(replay.getByRole("status")).toHaveText(/^Move 0 \/ \d+$/);
      await replay.getByRole("button", { name: "Forward" }).click();
      // The first step is a pick of the draft: shown with the tiles on the table.
      await expect(replay.locator(".caption")).toHaveText(/^(Ada|Bruno) (takes (a|the) [a-z ]+, worth \d+|must take the entrance)\.$/);
      await expect(replay.getByRole("heading", { name: "Tiles on the table" })).toBeVisible();
      // One board at a time: the replayed one stands in for the table's while it plays.
      await expect(board(page)).toBeHidden();
      await replay.getByRole("button", { name: "End" }).click();
      await expect(replay.getByRole("status")).toHaveText(/^Move (\d+) \/ \1$/);
      await expect(replay.getByRole("application")).toHaveCount(0);
      await expect(board(page)).toBeVisible();
      await expect(board(page).getByRole("button", { name: /, last move of (Ada|Bruno)$/ }).first()).toBeAttached();
      await expect(banner.getByRole("link", { name: "Back to the shelf" })).toHaveAttribute("href", "./#/");

      await banner.getByRole("button", { name: "Rematch" }).click();
      await expect(page).not.toHaveURL(firstGame);
      await expect(page).toHaveURL(/#\/play\/[^/]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casbah 6×6");
      await expect(page.getByRole("region", { name: "Result" })).toHaveCount(0);
      const seats = page.locator(".seats .name");
      await expect(seats).toHaveText(["Ada", "Bruno"]);
      // Same players, computers again: the new game plays on by itself.
      await expect(status(page)).not.toHaveText("Game over");
      await page.goto("./#/");
      // The rematch goes on; the finished game shows its result.
      await expect(page.getByRole("link", { name: /^Resume .*Casbah.*Ada, Bruno/ })).toHaveCount(1);
      await expect(page.getByRole("link", { name: /^See the result .*Casbah.*Ada, Bruno/ })).toHaveCount(1);
    });
  });
}

/** The save id the embed page gives a query (FNV-1a of the query, as `EmbedConfig::save_id`). */
function embedId(query: string): string {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(query)) {
    h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `embed-${h.toString(16).padStart(16, "0")}`;
}

test("in an embedded frame, Rematch replaces the finished game by a new one with a new seed", async ({ page }) => {
  // A finished game of Drunter & Drüber (3 players, seed 21, played by the engine's quick players),
  // stored as the frame's own game.
  const record = JSON.parse(readFileSync("tests/data/drunter-finished.json", "utf8"));
  const query = "game=drunter&lang=en&players=3&opponents=quick";
  const id = embedId(query);
  const players = ["Ada", "Bruno", "Chloé"].map((name, colour) => ({
    name,
    colour,
    kind: colour === 0 ? "Human" : { Computer: "Quick" },
  }));
  await page.goto("./");
  await page.evaluate(
    ([key, save]) => localStorage.setItem(key, save),
    [`tablee.save.${id}`, JSON.stringify({ format: 1, id, game: "Drunter", updated: 1, players, over: true, record })],
  );
  await page.goto(`./embed.html?${query}`);
  const banner = page.getByRole("region", { name: "Result" });
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText(/^(Ada|Bruno|Chloé).* (wins|share the win)!$/);
  await expect(banner.getByRole("heading", { level: 2 })).toBeInViewport();
  // No shelf in a frame: Rematch only.
  await expect(banner.getByRole("link", { name: "Back to the shelf" })).toHaveCount(0);
  await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Rematch" }).click()]);
  await expect(page.getByRole("heading", { name: "Drunter & Drüber" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Result" })).toHaveCount(0);
  await expect(page.locator(".seats .name")).toHaveText(["Ada", "Bruno", "Chloé"]);
  const fresh = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `tablee.save.${id}`)) ?? "{}");
  expect(fresh.over).toBe(false);
  expect(fresh.record.seed).not.toBe(record.seed);
  // The same table, by the current edition (the recorded game predates the ballot rules and the
  // tuned town).
  expect(fresh.record.setup).toEqual({ ...record.setup, edition: "Third" });
});
