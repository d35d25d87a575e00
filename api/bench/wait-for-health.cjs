'use strict';

/** Waits until the API at `base` answers `/api/health`, or throws at `deadline` (epoch milliseconds). */
async function waitForHealth(base, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('API did not start in time');
}

module.exports = { waitForHealth };
