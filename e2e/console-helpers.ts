import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { type E2eServer, expect } from './fixtures.js';

/** Signs in through the form and waits for the stores list. */
export async function signIn(page: Page, server: E2eServer): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(server.email);
  await page.getByLabel('Contraseña').fill(server.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
}

/**
 * Opens a row's "…" menu and picks one of its items. A clean-clone CI run on a loaded machine once
 * waited a whole minute for the menu after one press (never seen in runs here, loaded or not):
 * the button is pressed again if no menu shows within 5 s, and the step fails if none shows then.
 */
export async function chooseRowAction(page: Page, actions: Locator, item: string): Promise<void> {
  const menu = page.getByRole('menu');
  await actions.click();
  try {
    await expect(menu).toBeVisible({ timeout: 5_000 });
  } catch {
    if (!(await menu.isVisible())) await actions.click();
    await expect(menu).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: item }).click();
}

/**
 * Searches a multi-select and picks each named option, then closes its list as a user would
 * (Escape): Mantine keeps the list open after a pick, over whatever lies below (the save button).
 */
export async function pickOptions(
  page: Page,
  combobox: Locator,
  picks: { search: string; option: string }[],
): Promise<void> {
  for (const { search, option } of picks) {
    await combobox.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
    await combobox.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  }
}

/** Signs in through the form as someone who may not have the stores (so no `/stores` wait). */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
}

/** A full-page screenshot kept as a test artefact. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * Axe violations that are serious or critical (WCAG 2.x A/AA rules): of the whole page, or of the
 * parts `include` selects where a large widget repeats one pattern many times (the role matrix's
 * 300 checkboxes took a loaded machine 17 s to scan).
 */
export async function seriousViolations(
  page: Page,
  testInfo: TestInfo,
  name: string,
  include: string[] = [],
) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await include.reduce((scan, selector) => scan.include(selector), builder).analyze();
  await testInfo.attach(`axe-${name}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        html: node.html,
        why: node.failureSummary,
      })),
    }));
}

/**
 * Moves a sortable item with the keyboard, as a screen-reader user does: Space on its handle picks
 * it up, each arrow waits for the live region to announce the new place, Space drops it. dnd-kit's
 * keyboard sensor ignores arrows until it has measured the places, which on a busy machine can come
 * after the pick-up is announced, so the first arrow is pressed again until it is announced (a
 * lost press does nothing, so pressing again cannot overshoot).
 */
export async function moveByKeyboard(
  page: Page,
  handle: string,
  item: string,
  places: number,
): Promise<void> {
  const heard = (text: string, timeout?: number) =>
    expect(page.getByText(text, { exact: true })).toBeAttached({ timeout });
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  const pickedUp = page.getByText(new RegExp(`^${escapeRegExp(item)} está ahora en el lugar \\d+\\.$`));
  await expect(pickedUp).toBeAttached();
  const from = Number(/(\d+)\.$/.exec((await pickedUp.textContent()) ?? '')?.[1]);
  const key = places < 0 ? 'ArrowUp' : 'ArrowDown';
  const step = Math.sign(places);
  await expect(async () => {
    await page.keyboard.press(key);
    await heard(`${item} está ahora en el lugar ${from + step}.`, 2000);
  }).toPass({ timeout: 15_000 });
  for (let place = from + step; place !== from + places; place += step) {
    await page.keyboard.press(key);
    await heard(`${item} está ahora en el lugar ${place + step}.`);
  }
  await page.keyboard.press('Space');
  await heard(`Dejaste ${item} en el lugar ${from + places}.`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
