import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { stepAt, totpCode } from '../../../server/staff/totp';

/**
 * The demo owner's two-factor secret for this run's shop: the spec that sets two-factor up keeps
 * it here, so later specs can sign the owner in with a current code.
 */
const file = (dataDir = process.env.E2E_DATA_DIR) => path.join(dataDir ?? '.', 'owner-totp-secret');

export const keepOwnerSecret = (secret: string, dataDir?: string) => fs.writeFileSync(file(dataDir), secret, { mode: 0o600 });
export const ownerSecret = (dataDir?: string): string | null =>
  fs.existsSync(file(dataDir)) ? fs.readFileSync(file(dataDir), 'utf8').trim() : null;

/** A code of a step no earlier session used (codes are single-use): waits for the next step. */
async function freshCode(secret: string) {
  const after = stepAt(Date.now());
  while (stepAt(Date.now()) <= after) await new Promise((r) => setTimeout(r, 1000));
  return totpCode(secret, stepAt(Date.now()));
}

/**
 * On a back-office page asking for two-factor: the owner gives a fresh code when an earlier spec of
 * this run set it up, or sets it up here (and keeps the secret for later specs); `dataDir` names
 * another shop's DATA_DIR.
 */
export async function passOwnerTwoFactor(page: Page, dataDir?: string) {
  const known = ownerSecret(dataDir);
  if (known) {
    await page.getByLabel('Code', { exact: true }).fill(await freshCode(known));
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    const secret = (await page.getByLabel('Secret key').textContent())!.replace(/\s+/g, '');
    keepOwnerSecret(secret, dataDir);
    await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, stepAt(Date.now())));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
  }
}
