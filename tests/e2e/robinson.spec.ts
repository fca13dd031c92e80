// The Robinson Crusoé companion in the browser: the FAQ page lists every ruling and its search
// filters in both languages; a new session opens the camp sheet, a phase advances, a refused
// step names its ruling and links to it in the FAQ, and a reload resumes the sheet. On a phone,
// by touch: three rounds of scenario 1 recorded through the drawn sheet, its tokens dragged with
// a real finger, the woodpile refusing a second column in a round, a refused roof and its ruling.
import type { Locator, Page } from "@playwright/test";
import { Finger, centre, expect, test } from "./casbah-helpers";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("tablee.lang")) localStorage.setItem("tablee.lang", "en");
  });
});

/** Opens one of the action phase's forms (each folded under its name, to keep the sheet short). */
const openForm = (page: Page, name: string) =>
  page.locator("details.step > summary").filter({ hasText: new RegExp(`^${name}$`) }).click();

const rulings = (page: Page) => page.getByRole("list", { name: /^(Rulings|Décisions)$/ }).locator("> li");

test("the FAQ lists every ruling, and its search filters in English and French", async ({ page }) => {
  await page.goto("./#/");
  await page.getByRole("link", { name: "Rules of Robinson Crusoé" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robinson Crusoé — the rulings");
  const status = page.getByRole("status");
  await expect(status).toHaveText(/^(\d+) rulings of \1$/);
  const total = await rulings(page).count();
  expect(total).toBeGreaterThan(15);
  await expect(status).toHaveText(`${total} rulings of ${total}`);
  for (const id of ["ruling-1-1", "ruling-2-1", "ruling-5-2", "ruling-11-2"]) {
    await expect(page.locator(`li#${id}`)).toHaveCount(1);
  }
  const search = page.getByRole("searchbox", { name: "Search the rulings" });
  await search.fill("pistol");
  await expect(page.locator("li#ruling-5-2")).toBeVisible();
  const shown = await rulings(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(page.locator("li#ruling-2-1")).toHaveCount(0);

  await page.getByRole("button", { name: /Passer en français/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robinson Crusoé — les décisions");
  const recherche = page.getByRole("searchbox", { name: "Chercher dans les décisions" });
  await recherche.fill("pistolet");
  await expect(page.locator("li#ruling-5-2")).toContainText("pistolet");
  expect(await rulings(page).count()).toBeLessThan(total);
  await recherche.fill("");
  await expect(rulings(page)).toHaveCount(total);
});

test("a session: a phase advances, a refused roof names ruling 2.1 and links to it, explore and gather, a reload resumes, the night ends the round, a hunt", async ({ page }) => {
  await page.goto("./#/");
  await page.getByRole("link", { name: "New game of Robinson Crusoé" }).click();
  await page.getByRole("checkbox", { name: "Plays: Cook" }).check();
  await page.getByRole("checkbox", { name: "Plays: Explorer" }).check();
  await page.getByRole("checkbox", { name: "Plays: Dog" }).check();
  // Each life starts at the card's; every wrong field is named at once, beside it.
  await expect(page.getByRole("spinbutton", { name: "Life of Cook" })).toHaveValue("13");
  await expect(page.getByRole("spinbutton", { name: "Life of Explorer" })).toHaveValue("12");
  await page.getByRole("spinbutton", { name: "Life of Cook" }).fill("0");
  await page.getByRole("spinbutton", { name: "Life of Cook" }).blur();
  await page.getByRole("button", { name: "Open the camp sheet" }).click();
  await expect(page.getByRole("alert")).toContainText("Some fields need a correction");
  await expect(page.locator("#life-error-Cook")).toContainText("needs a life of at least 1");
  await expect(page.locator("#woodpile-error")).toContainText("woodpile");
  await expect(page.getByRole("spinbutton", { name: "Life of Cook" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "Woodpile columns" })).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("spinbutton", { name: "Life of Cook" }).fill("13");
  await page.getByRole("spinbutton", { name: "Life of Cook" }).blur();
  await page.getByRole("spinbutton", { name: "Life of Explorer" }).fill("12");
  await page.getByRole("spinbutton", { name: "Life of Explorer" }).blur();
  await page.getByRole("textbox", { name: "Spaces around the starting tile" }).fill("2 3");
  await page.getByRole("textbox", { name: "Spaces around the starting tile" }).blur();
  await page.getByRole("textbox", { name: "Woodpile columns" }).fill("1 2 3 4 5");
  await page.getByRole("textbox", { name: "Woodpile columns" }).blur();
  await page.getByRole("button", { name: "Open the camp sheet" }).click();

  const heading = page.locator(".round-phase");
  await expect(heading).toHaveText("Round 1 · Morale");
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 1 · Production");
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 1 · Action");
  // The phase's reminders come from the rulings table.
  await expect(page.getByRole("region", { name: "Reminders for this phase" })).toContainText("2.1 –");

  // A tap on a track is a step the engine takes.
  await page.getByRole("button", { name: "Raise Morale" }).click();
  await expect(page.getByLabel("Morale: +1")).toBeVisible();

  // A token dragged with the mouse from the supply to the available resources is a gain.
  const fur = page.getByRole("button", { name: "Take Fur from the supply" });
  await page.getByRole("group", { name: "Resource tokens" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
  const from = await centre(fur);
  const to = await centre(page.getByRole("group", { name: /^Available: / }));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByLabel("Fur — available: 1")).toBeVisible();

  await openForm(page, "Build");
  await page.getByRole("combobox", { name: "What is built" }).selectOption({ label: "Roof" });
  await page.getByRole("button", { name: "Record the build" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("2.1 – the roof needs a shelter built in an earlier round");
  await alert.getByRole("link", { name: "Read ruling 2.1" }).click();
  await expect(page).toHaveURL(/#\/rules\/robinson\/ruling-2-1$/);
  const target = page.locator("li#ruling-2-1");
  await expect(target).toHaveClass(/target/);
  await expect(target).toBeInViewport();

  await page.goBack();
  await expect(heading).toHaveText("Round 1 · Action");

  // The explorer explores space 2 (a wood source), the cook gathers it: the wood waits in the
  // future resources; a second gathering of the source this round names ruling 1.1.
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Explorer" });
  await openForm(page, "Explore");
  await page.getByRole("checkbox", { name: "Wood source" }).check();
  await page.getByRole("textbox", { name: "Spaces around it" }).fill("1");
  await page.getByRole("textbox", { name: "Spaces around it" }).blur();
  await page.getByRole("button", { name: "Record the exploration" }).click();
  await expect(page.getByText("Camp on space 1 · tiles: 1, 2")).toBeVisible();
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Cook" });
  await openForm(page, "Gather");
  await page.getByRole("checkbox", { name: "Wood (else food)" }).check();
  await page.getByRole("button", { name: "Record the gathering" }).click();
  await expect(page.getByLabel("Wood — future: 1")).toBeVisible();
  // The recorded step's form is empty again: the same gathering is declared once more.
  await expect(page.getByRole("checkbox", { name: "Wood (else food)" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "Wood (else food)" }).check();
  await page.getByRole("button", { name: "Record the gathering" }).click();
  await expect(page.getByRole("alert")).toContainText(/^1\.1 – /);
  await page.reload();
  await expect(heading).toHaveText("Round 1 · Action");
  await expect(page.getByLabel("Morale: +1")).toBeVisible();
  await expect(page.getByLabel("Wood — future: 1")).toBeVisible();
  // Undo takes the gathering back, redo (kept across a reload) plays it again.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByLabel("Wood — future: 0")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Wood — future: 0")).toBeVisible();
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(page.getByLabel("Wood — future: 1")).toBeVisible();

  // The actions end: the wood arrives. The night: one food for two castaways, so the explorer
  // goes hungry (two wounds); nobody has a shelter (one wound each). Then round 2 begins.
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 1 · Weather");
  await expect(page.getByLabel("Wood — available: 1")).toBeVisible();
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 1 · Night");
  await page.getByRole("spinbutton", { name: "Food eaten", exact: true }).fill("1");
  await page.getByRole("spinbutton", { name: "Food eaten", exact: true }).blur();
  await page.getByRole("checkbox", { name: "Goes hungry: Explorer" }).check();
  await page.getByRole("button", { name: "Record the meal" }).click();
  await page.getByRole("button", { name: "Record the sleep" }).click();
  await expect(page.getByLabel("Wounds — Explorer: 3 / 12")).toBeVisible();
  await expect(page.getByLabel("Wounds — Cook: 1 / 13")).toBeVisible();
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 2 · Event");

  // Round 2's actions: a hunt with the pistol and no cartridge names ruling 5.2; without it the
  // beast's food and fur wait in the future resources.
  for (const phase of ["Morale", "Production"]) {
    await page.getByRole("button", { name: "Next phase" }).click();
    await expect(heading).toHaveText(`Round 2 · ${phase}`);
  }
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 2 · Action");
  await openForm(page, "Hunt");
  await page.getByRole("textbox", { name: "Beast's name" }).fill("Goat");
  await page.getByRole("spinbutton", { name: "Food it gives" }).fill("2");
  await page.getByRole("spinbutton", { name: "Food it gives" }).blur();
  await page.getByRole("checkbox", { name: "With the pistol" }).check();
  await page.getByRole("button", { name: "Record the hunt" }).click();
  await expect(page.getByRole("alert")).toContainText("5.2 – the pistol has no cartridge left");
  await page.getByRole("checkbox", { name: "With the pistol" }).uncheck();
  await page.getByRole("button", { name: "Record the hunt" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByLabel("Food — future: 2")).toBeVisible();

  // The shelf lists the session.
  await page.goto("./#/");
  const saved = page.getByRole("listitem", { name: /^Robinson Crusoé — / });
  await expect(saved).toContainText("Scenario 1");
  await expect(saved).toContainText(/\d+ steps recorded/);
});

/** Drags `token` onto `place` with a finger, as a person would (touch → pointer events). */
async function fingerDrag(page: Page, token: Locator, place: Locator): Promise<void> {
  const from = await centre(token);
  const to = await centre(place);
  const finger = await Finger.of(page);
  await finger.down(from);
  await finger.carry(to);
  await finger.up();
}

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("three rounds of scenario 1 through the drawn sheet: tokens dragged, the woodpile's one column a round, a refused roof, a reload resumes", async ({ page }) => {
    await page.goto("./#/");
    await page.getByRole("link", { name: "New game of Robinson Crusoé" }).tap();
    for (const who of ["Cook", "Explorer", "Dog"]) {
      await page.getByRole("checkbox", { name: `Plays: ${who}` }).tap();
    }
    await page.getByRole("spinbutton", { name: "Life of Cook" }).fill("13");
    await page.getByRole("spinbutton", { name: "Life of Explorer" }).fill("12");
    await page.getByRole("textbox", { name: "Spaces around the starting tile" }).fill("2 3");
    await page.getByRole("textbox", { name: "Woodpile columns" }).fill("1 2 3 4 5");
    await page.getByRole("textbox", { name: "Woodpile columns" }).blur();
    await page.getByRole("button", { name: "Open the camp sheet" }).tap();

    const heading = page.locator(".round-phase");
    const next = page.getByRole("button", { name: "Next phase" });
    const alert = page.getByRole("alert");
    const tokens = page.getByRole("group", { name: "Resource tokens" });
    const supply = (what: string) => page.getByRole("button", { name: `Take ${what} from the supply` });
    const available = (what: string) => page.getByRole("button", { name: `Move ${what} (available)` });
    const future = (what: string) => page.getByRole("button", { name: `Move ${what} (future)` });
    const zone = (name: RegExp) => tokens.getByRole("group", { name });
    const woodpile = zone(/^Woodpile: /);
    const show = () => tokens.evaluate((el) => el.scrollIntoView({ block: "end" }));
    const phases = ["Event", "Morale", "Production", "Action", "Weather", "Night"];
    /** Moves from `from` through the phases of `round` up to `to`, recording the production. */
    const advance = async (round: number, from: string, to: string) => {
      await expect(heading).toHaveText(`Round ${round} · ${from}`);
      for (const phase of phases.slice(phases.indexOf(from) + 1, phases.indexOf(to) + 1)) {
        await next.tap();
        await expect(heading).toHaveText(`Round ${round} · ${phase}`);
        if (phase === "Production") {
          await page.getByRole("button", { name: "Record the camp tile's production" }).tap();
        }
      }
    };
    /** The night: both castaways eat the food there is, sleep, and the round ends. */
    const night = async (round: number, from: string, food: number) => {
      await advance(round, from, "Night");
      await page.getByRole("spinbutton", { name: "Food eaten", exact: true }).fill(String(food));
      await page.getByRole("spinbutton", { name: "Food eaten", exact: true }).blur();
      await page.getByRole("button", { name: "Record the meal" }).tap();
      await page.getByRole("button", { name: "Record the sleep" }).tap();
      await expect(alert).toHaveCount(0);
      await next.tap();
      await expect(heading).toHaveText(`Round ${round + 1} · Event`);
    };

    // Round 1 begins with the morale phase: three wood from the supply, dragged to the available
    // resources, then onto the woodpile before the actions. Column 1 (one wood) is completed;
    // column 2 (two wood) may be started but not completed in the same round (ruling 11.1).
    await expect(heading).toHaveText("Round 1 · Morale");
    await show();
    for (const n of [1, 2, 3]) {
      await fingerDrag(page, supply("Wood"), zone(/^Available: /));
      await expect(page.getByLabel(`Wood — available: ${n}`)).toBeVisible();
    }
    await fingerDrag(page, available("Wood"), woodpile);
    await expect(woodpile).toHaveAccessibleName(/^Woodpile: column 1 1 of 1, column 2 0 of 2/);
    await fingerDrag(page, available("Wood"), woodpile);
    await expect(woodpile).toHaveAccessibleName(/^Woodpile: column 1 1 of 1, column 2 1 of 2/);
    await fingerDrag(page, available("Wood"), woodpile);
    await expect(alert).toContainText("11.1 – ");
    await expect(alert.getByRole("link", { name: "Read ruling 11.1" })).toBeVisible();
    await expect(page.getByLabel("Wood — available: 1")).toBeVisible();
    await expect(woodpile).toHaveAccessibleName(/column 2 1 of 2/);

    // The actions: a roof without a shelter is refused (2.1) and its link opens the FAQ there.
    await advance(1, "Morale", "Action");
    await page.getByRole("button", { name: "Raise Roof" }).tap();
    await expect(alert).toContainText("2.1 – the roof needs a shelter built in an earlier round");
    await alert.getByRole("link", { name: "Read ruling 2.1" }).tap();
    await expect(page).toHaveURL(/#\/rules\/robinson\/ruling-2-1$/);
    await expect(page.locator("li#ruling-2-1")).toBeInViewport();
    await page.goBack();
    await expect(heading).toHaveText("Round 1 · Action");
    await expect(page.getByLabel("Roof: 0")).toBeAttached();

    // A card's food, dragged to the future resources, waits there until the actions end: dragged
    // to the available ones now, it is refused (1.1); tapped then its place tapped, likewise.
    await show();
    await fingerDrag(page, supply("Food"), zone(/^Future: /));
    await expect(page.getByLabel("Food — future: 1")).toBeVisible();
    await fingerDrag(page, future("Food"), zone(/^Available: /));
    await expect(alert).toContainText("1.1 – ");
    await future("Food").tap();
    await tokens.getByRole("button", { name: "Put it in the available resources" }).tap();
    await expect(alert).toContainText("1.1 – ");
    await expect(page.getByLabel("Food — future: 1")).toBeVisible();
    // Morale raised by a tap on its track's step.
    await page.getByRole("button", { name: "Morale to +1" }).tap();
    await expect(page.getByLabel("Morale: +1")).toBeAttached();
    // The actions end: the food arrives with the camp tile's production.
    await advance(1, "Action", "Weather");
    await expect(page.getByLabel("Food — available: 2")).toBeVisible();
    await night(1, "Weather", 2);
    // Sleeping without a shelter: a wound each.
    await expect(page.getByLabel("Wounds — Cook: 1 / 13")).toBeAttached();

    // Round 2: the cook's determination by a tap, a fur from the supply by tap and tap, and a
    // card's food so both castaways eat.
    await advance(2, "Event", "Action");
    await page.getByRole("button", { name: "Raise Determination — Cook" }).tap();
    await expect(page.getByLabel("Determination — Cook: 1")).toBeAttached();
    await show();
    await supply("Fur").tap();
    await tokens.getByRole("button", { name: "Put it in the available resources" }).tap();
    await expect(page.getByLabel("Fur — available: 1")).toBeVisible();
    await fingerDrag(page, supply("Food"), zone(/^Available: /));
    await expect(page.getByLabel("Food — available: 2")).toBeVisible();
    await night(2, "Action", 2);
    // Round 3: a new round, so column 2 may now be completed.
    await show();
    await fingerDrag(page, available("Wood"), woodpile);
    await expect(woodpile).toHaveAccessibleName(/column 2 2 of 2/);
    await fingerDrag(page, supply("Food"), zone(/^Available: /));
    await night(3, "Event", 2);
    await expect(page.getByLabel("Wounds — Explorer: 3 / 12")).toBeAttached();

    await page.reload();
    await expect(heading).toHaveText("Round 4 · Event");
    await expect(woodpile).toHaveAccessibleName(/^Woodpile: column 1 1 of 1, column 2 2 of 2/);
    await expect(page.getByLabel("Wounds — Cook: 3 / 13")).toBeAttached();
    await expect(page.getByLabel("Fur — available: 1")).toBeAttached();
    await expect(page.getByLabel("Morale: +1")).toBeAttached();
  });
});

test("the FAQ search finds the sheet's words with or without accents, and an unknown ruling says so in the reader's language", async ({ page }) => {
  await page.goto("./robinson-guide.html#/rules/robinson");
  const search = page.getByRole("searchbox", { name: "Search the rulings" });
  for (const [words, id] of [["gather", "ruling-1-1"], ["récolter", "ruling-1-1"], ["recolter", "ruling-1-1"], ["bûcher", "ruling-11-1"], ["bucher", "ruling-11-1"], ["tas de bois", "ruling-11-1"]]) {
    await search.fill(words);
    await expect(page.locator(`li#${id}`), words).toBeVisible();
  }
  await page.goto("./robinson-guide.html#/rules/robinson/ruling-99-9");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("No such ruling");
  await expect(alert).toContainText("“ruling-99-9”");
  await expect(alert.getByRole("link", { name: "All the rulings" })).toHaveAttribute("href", "#/rules/robinson");
  await page.goto("./robinson-guide.html?lang=fr#/rules/robinson/ruling-99-9");
  await expect(page.getByRole("alert")).toContainText("Cette décision n'existe pas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robinson Crusoé — les décisions");
});

test("a recorded step is confirmed in words with its form reset and a way to its log entry; a reminder's ruling opens the FAQ in the sheet's language with the way back to the same place", async ({ page }) => {
  await page.goto("./robinson-guide.html#/new/robinson");
  await page.getByRole("checkbox", { name: "Plays: Cook" }).check();
  await page.getByRole("checkbox", { name: "Plays: Friday" }).check();
  await page.getByRole("checkbox", { name: "Plays: Dog" }).check();
  await page.getByRole("textbox", { name: "Spaces around the starting tile" }).fill("2 3");
  await page.getByRole("textbox", { name: "Spaces around the starting tile" }).blur();
  await page.getByRole("textbox", { name: "Woodpile columns" }).fill("1 2");
  await page.getByRole("textbox", { name: "Woodpile columns" }).blur();
  await page.getByRole("button", { name: "Open the camp sheet" }).click();
  const heading = page.locator(".round-phase");
  await page.getByRole("button", { name: "Next phase" }).click();
  await page.getByRole("button", { name: "Record the camp tile's production" }).click();
  await page.getByRole("button", { name: "Next phase" }).click();
  await expect(heading).toHaveText("Round 1 · Action");
  // Scenario 1's reminders: its woodpile, not scenario 2's crosses.
  const reminders = page.getByRole("region", { name: "Reminders for this phase" });
  await expect(reminders).toContainText("11.1 –");
  await expect(reminders).not.toContainText("11.2 –");

  // Friday leads with his one pawn (no pawn count to choose); the dog goes along by a check box.
  await page.getByRole("combobox", { name: "Leader" }).selectOption({ label: "Friday" });
  await expect(page.getByRole("spinbutton", { name: "Leader's pawns" })).toHaveCount(0);
  await page.locator("details.party-more > summary").click();
  await page.getByRole("checkbox", { name: "Dog supports" }).check();
  await openForm(page, "Explore");
  const around = page.getByRole("textbox", { name: "Spaces around it" });
  await around.fill("1");
  await around.blur();
  await page.getByRole("button", { name: "Record the exploration" }).click();
  const recorded = page.getByRole("status", { name: "Step recorded" });
  await expect(recorded).toContainText("Recorded:");
  await expect(recorded).toContainText("leads “explore” with 2 pawns");
  await expect(around).toHaveValue("");
  await recorded.getByRole("button", { name: "See it in the log" }).click();
  await expect(page.locator(".log-entry").first()).toBeInViewport();
  await expect(page.locator(".log-entry").first()).toContainText("Friday leads");

  // In French, the reminder's ruling opens the FAQ in French, and the way back finds the sheet
  // where it was, the explore form still open.
  await page.getByRole("button", { name: /Passer en français/ }).click();
  const rappels = page.getByRole("region", { name: "Rappels de cette phase" });
  await rappels.getByRole("link", { name: /^1\.1 – / }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await rappels.getByRole("link", { name: /^1\.1 – / }).click();
  await expect(page).toHaveURL(/\?lang=fr#\/rules\/robinson\/ruling-1-1$/);
  await expect(page.locator("li#ruling-1-1")).toHaveClass(/target/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robinson Crusoé — les décisions");
  // The way back is also under the ruling the sheet opened, in view where the page landed.
  const backHere = page.locator("li#ruling-1-1").getByRole("link", { name: "← Retour à la feuille de camp" });
  await expect(backHere).toBeInViewport();
  await backHere.click();
  await expect(heading).toHaveText("Tour 1 · Action");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
  await expect(page.getByRole("textbox", { name: "Cases autour" })).toBeVisible();
});

test.describe("on a phone's touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a wound track is tapped as one strip at least 44 px tall: the step under the finger", async ({ page }) => {
    await page.goto("./robinson-guide.html#/new/robinson");
    await page.getByRole("checkbox", { name: "Plays: Cook" }).tap();
    await page.getByRole("textbox", { name: "Woodpile columns" }).fill("1 2");
    await page.getByRole("textbox", { name: "Woodpile columns" }).blur();
    await page.getByRole("button", { name: "Open the camp sheet" }).tap();
    await expect(page.locator(".round-phase")).toHaveText("Round 1 · Morale");
    const strip = page.locator(".camp-people-drawing .track-strip").first();
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The cook's wounds run 0 to 13: fourteen steps; the fourth from the left is 3.
    await page.touchscreen.tap(box.x + box.width * (3.5 / 14), box.y + box.height / 2);
    await expect(page.getByRole("img", { name: "Wounds — Cook: 3 / 13" })).toBeVisible();
  });
});
