/**
 * Before the first test: names the remote builds under test (printed, and kept in `.run/` for the report)
 * and finds out whether the shop has the development mailbox the sign-in journeys read codes from.
 * What it finds reaches the workers through environment variables.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeRemotes, remotesUnderTest } from './composition';
import { API_URL, EXTERNAL_SHOP, RELEASES_DIR, RUN_DIR, SHOP_URL } from './stack';

/** Set by this setup: '1' when `GET /api/dev/mailbox` answers, '0' when the shop has none. */
export const DEV_MAILBOX_VARIABLE = 'E2E_DEV_MAILBOX';
/** The line naming the remotes under test, as printed. */
export const REMOTES_LINE_FILE = path.join(RUN_DIR, 'remotes-under-test.txt');

async function hasDevMailbox(): Promise<boolean> {
  const response = await fetch(`${API_URL}/api/dev/mailbox?email=${encodeURIComponent('probe@example.ru')}`);
  return response.ok;
}

export default async function globalSetup(): Promise<void> {
  // The suite's own shop starts from its configured composition: no registry left by an earlier run.
  if (!EXTERNAL_SHOP) fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
  const line = `Remotes under test at ${SHOP_URL}: ${describeRemotes(await remotesUnderTest())}`;
  fs.mkdirSync(RUN_DIR, { recursive: true });
  fs.writeFileSync(REMOTES_LINE_FILE, `${line}\n`);
  console.log(line);
  process.env[DEV_MAILBOX_VARIABLE] = (await hasDevMailbox()) ? '1' : '0';
}
