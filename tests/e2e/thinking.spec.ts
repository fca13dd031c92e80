// A computer that thinks in slices (Casbah's strong player) shows the table's shared thinking status
// over the screen: on a phone, nothing under a finger moves when it comes and goes (issue 31).
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  newCasbah,
  draftByClicking,
  board,
  hand,
  cell,
  readCells,
  isLegal,
  isPlaced,
  status,
  passButton,
} from "./casbah-helpers";

type Box = { x: number; y: number; width: number; height: number };
type Seen = { board: Box; role: string | null; text: string };

declare global {
  interface Window {
    thinkingSeen?: Seen[];
  }
}

/** The board's box on the screen, as the page lays it out. */
async function boardBox(page: Page): Promise<Box> {
  return board(page).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

/**
 * From now on, the page notes the board's box (and the status's role and words) at every change
 * of the page while a computer's thinking status is shown: no moment of it is missed, however short.
 */
async function watchThinking(page: Page) {
  await page.evaluate(() => {
    window.thinkingSeen = [];
    const note = () => {
      const thinking = document.querySelector(".thinking");
      const b = document.querySelector("[role=application]");
      if (!thinking || !b) return;
      const r = b.getBoundingClientRect();
      window.thinkingSeen!.push({
        board: { x: r.x, y: r.y, width: r.width, height: r.height },
        role: thinking.getAttribute("role"),
        text: thinking.textContent ?? "",
      });
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The human's turn, by tapping a tile then a glowing cell (or passing). */
async function playTurnByTaps(page: Page) {
  if (await passButton(page).isVisible()) {
    await passButton(page).click();
    return;
  }
  const count = await hand(page).count();
  for (let i = 0; i < count; i++) {
    await hand(page).nth(i).click();
    const legal = (await readCells(page)).filter(isLegal);
    if (legal.length === 0) continue;
    const placedBefore = (await readCells(page)).filter(isPlaced).length;
    await cell(page, legal[0].name).click();
    await expect.poll(async () => (await readCells(page)).filter(isPlaced).length).toBe(placedBefore + 1);
    return;
  }
  throw new Error(`nothing to place and no pass (status: ${await status(page).textContent()})`);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the board stays where it is before, while and after a strong computer thinks", async ({ page }) => {
    test.setTimeout(120_000);
    await newCasbah(page, { players: 2, width: 5, height: 4, kinds: ["human", "strong"] });
    await draftByClicking(page);
    const yourTurn = /^Player 1 to play/;
    let watched = 0;
    for (let turn = 0; turn < 10 && watched < 2; turn++) {
      await expect(status(page)).toHaveText(/^(Player 1 to play|Game over)/);
      if ((await status(page).textContent())?.startsWith("Game over")) break;
      const before = await boardBox(page);
      await watchThinking(page);
      await playTurnByTaps(page);
      // The computer has thought and played: the human's turn again (or the end).
      await expect(status(page)).not.toHaveText(yourTurn);
      await expect(status(page)).toHaveText(/^(Player 1 to play|Game over)/);
      const seen = await page.evaluate(() => window.thinkingSeen ?? []);
      if (seen.length === 0) continue; // the computer had nothing to think about (it passed)
      watched++;
      for (const moment of seen) {
        expect(moment.board, "the board while the computer thinks").toEqual(before);
        expect(moment.role).toBe("status");
        expect(moment.text).toMatch(/^The computer is thinking…\d+%Play now$/);
      }
      expect(await boardBox(page), "the board after the computer thought").toEqual(before);
    }
    expect(watched, "turns where the computer was seen thinking").toBeGreaterThan(0);
  });
});
