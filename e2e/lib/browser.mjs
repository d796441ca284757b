// Debian's Chromium driven by playwright-core (a test tool's own browser download fails here).
import { chromium } from 'playwright-core';
import { testCertificate } from './tls.mjs';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The suite's self-signed certificate is valid here (and only it): pages are secure and cached as with a real one.
      `--ignore-certificate-errors-spki-list=${testCertificate().spki}`,
    ],
  });
}

/** Signs in through the login page as a person would. */
export async function signIn(page, username, password) {
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Text on screen: pages kept alive in inactive tabs are in the document but hidden. */
export function visibleText(page, text) {
  return page.getByText(text).filter({ visible: true });
}

/** Opens the user center from the avatar menu, as a person does. */
export async function openUserCenterFromAvatar(page) {
  await page.locator('.navbar .arco-avatar').click();
  await page.locator('.arco-dropdown-menu-item', { hasText: 'User center' }).click();
}

/**
 * Picks `item` from the hover menu of the navbar button `button`, as a person does: hover,
 * then click the item once it shows. A busy machine may draw the menu late or let the
 * hover pass: hover again rather than wait on a menu that is not coming.
 */
export async function pickFromHoverMenu(page, button, item) {
  const choice = page.locator('.arco-dropdown-menu-item', { hasText: item }).filter({ visible: true });
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: button }).hover();
    try {
      await choice.first().waitFor({ timeout: 3000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.mouse.move(0, 0);
    }
  }
  await choice.first().click();
}
