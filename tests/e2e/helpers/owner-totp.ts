import fs from 'node:fs';
import path from 'node:path';

/**
 * The demo owner's two-factor secret for this run's shop: the spec that sets two-factor up keeps
 * it here, so later specs can sign the owner in with a current code.
 */
const file = () => path.join(process.env.E2E_DATA_DIR ?? '.', 'owner-totp-secret');

export const keepOwnerSecret = (secret: string) => fs.writeFileSync(file(), secret, { mode: 0o600 });
export const ownerSecret = (): string | null => (fs.existsSync(file()) ? fs.readFileSync(file(), 'utf8').trim() : null);
