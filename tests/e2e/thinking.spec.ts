// A computer that thinks in slices (Casbah's strong player) shows the table's shared thinking status
// over the screen: on a phone, nothing under a finger moves when it comes and goes (issue 31).
import type { Page } from "@playwright/test";
import {
  test,
  expect,
  newCasbah,
  draftByClicking,
  board,
  status,
  playTurnByTaps,
} from "./casbah-helpers";

type Box = { x: number; y: number; width: number; height: number };
/**
 * The page at one change: the board's box on the screen and in the page (the test's own taps may
 * scroll), its number of cells, and the thinking status if shown.
 */
type Moment = { board: Box; inPage: Box; cells: number; thinking: { role: string | null; text: string } | null };

declare global {
  interface Window {
    moments?: Moment[];
    momentsWatch?: MutationObserver;
  }
}

/**
 * From now on, the page notes itself at every change (the board's box from
 * `getBoundingClientRect()`): no moment is missed, however short, and nothing is timed.
 */
async function watch(page: Page) {
  await page.evaluate(() => {
    const note = () => {
      const b = document.querySelector("[role=application]");
      if (!b) return;
      const r = b.getBoundingClientRect();
      const thinking = document.querySelector(".thinking");
      window.moments!.push({
        board: { x: r.x, y: r.y, width: r.width, height: r.height },
        inPage: { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height },
        cells: b.querySelectorAll("[role=button]").length,
        thinking: thinking && { role: thinking.getAttribute("role"), text: thinking.textContent ?? "" },
      });
    };
    window.moments = [];
    note();
    window.momentsWatch?.disconnect();
    window.momentsWatch = new MutationObserver(note);
    window.momentsWatch.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/**
 * The board where it was in the page, and as high when it has as many cells (the casbah's frame
 * grows and shrinks with its tiles, not with anyone's thinking).
 */
function expectSamePlace(now: Moment, then: Moment, what: string) {
  const { x, y, width } = now.inPage;
  expect({ x, y, width }, what).toEqual({ x: then.inPage.x, y: then.inPage.y, width: then.inPage.width });
  if (now.cells === then.cells) expect(now.inPage.height, what).toBe(then.inPage.height);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the board stays where it is before, while and after a strong computer thinks", async ({ page }) => {
    test.setTimeout(120_000);
    await newCasbah(page, { players: 2, width: 5, height: 4, kinds: ["human", "strong"] });
    await draftByClicking(page);
    let watched = 0;
    for (let turn = 0; turn < 12 && watched < 3; turn++) {
      await expect(status(page)).toHaveText(/^(Camille to play|Game over)/);
      if ((await status(page).textContent())?.startsWith("Game over")) break;
      await watch(page);
      await playTurnByTaps(page);
      // The computer thinks and plays: the human's turn again (or the end).
      await expect(status(page)).toHaveText(/^(Camille to play|Game over)/);
      const moments = await page.evaluate(() => window.moments ?? []);
      const first = moments.findIndex((m) => m.thinking);
      if (first < 0) continue; // the computer had nothing to think about (it passed)
      watched++;
      const last = moments.findLastIndex((m) => m.thinking);
      const before = moments[first - 1];
      const after = moments.at(-1)!;
      expect(after.thinking, "the thinking status is gone once the computer has played").toBeNull();
      for (const moment of moments.slice(first, last + 1)) {
        expect(moment.thinking?.role).toBe("status");
        expect(moment.thinking?.text).toMatch(/^The computer is thinking…\d+%Play now$/);
        // Exactly where it was when the computer's turn began: the status moves nothing.
        expect(moment.board, "the board while the computer thinks").toEqual(before.board);
      }
      // Before the human's move, while the computer thinks, and once it has played: in place.
      expectSamePlace(before, moments[0], "the board as the computer's turn begins");
      expectSamePlace(after, before, "the board once the computer has played");
    }
    expect(watched, "turns where the computer was seen thinking").toBeGreaterThan(1);
  });
});
