// The Robinson Crusoé companion in the browser: the FAQ page lists every ruling and its search
// filters in both languages; a new session opens the camp sheet, a phase advances, a refused
// step names its ruling and links to it in the FAQ, and a reload resumes the sheet.
import { type Page, expect, test } from "@playwright/test";

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
  // The engine names what is missing: the life on the cards.
  await page.getByRole("button", { name: "Open the camp sheet" }).click();
  await expect(page.getByRole("alert")).toContainText("needs a life of at least 1");
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
