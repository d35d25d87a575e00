/** @jest-environment node */
// Server containers kept per composition (ADR 0036): each composition of releases renders in a worker of
// its own, warmed with exactly its server containers; the pool is bounded, and a worker that fails or
// hangs costs only the pages it was rendering.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRenderPool, compositionKey } = require('./render-pool.cjs');

// Each test starts several worker threads, which a busy machine starts slowly.
jest.setTimeout(60_000);

/**
 * A server build that says which composition it was warmed with, how many pages it rendered and in which
 * thread: what one process's renderer would mix up if it were handed another composition.
 */
const BUNDLE = `
  const { threadId } = require('node:worker_threads');
  let warmedWith = null;
  let renders = 0;
  exports.warmUp = async (setup) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    warmedWith = setup.remotes;
  };
  exports.renderPage = async (request) => {
    if (request.url === '/crash') process.exit(3);
    if (request.url === '/hang') for (;;) {}
    if (request.url === '/throw') throw new Error('the remote threw');
    renders += 1;
    return { status: 200, html: JSON.stringify({ warmedWith, asked: request.remotes, renders, threadId }), state: '{}', degraded: [] };
  };
`;

function bundleFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-render-pool-'));
  const file = path.join(dir, 'render.js');
  fs.writeFileSync(file, BUNDLE);
  return file;
}

const live = { mf_catalog: 'http://127.0.0.1:8080/releases/mf-catalog/1.0.0/server/remoteEntry.js' };
const canary = { mf_catalog: 'http://127.0.0.1:8080/releases/mf-catalog/1.1.0/server/remoteEntry.js' };
const older = { mf_catalog: 'http://127.0.0.1:8080/releases/mf-catalog/0.9.0/server/remoteEntry.js' };

const request = (remotes, url = '/products/a') => ({ url, remotes, declarations: [], apiBase: 'http://127.0.0.1:3000/api', cookies: {}, budgetMs: 300 });
const seen = async (pool, remotes, url) => JSON.parse((await pool.render(request(remotes, url))).html);

const pools = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});
const poolOf = (options) => {
  const pool = createRenderPool({ bundle: bundleFile(), log: () => undefined, ...options });
  pools.push(pool);
  return pool;
};

describe('render workers kept per composition', () => {
  it('When two compositions are rendered, then each renders in its own worker warmed with its own server containers, and a kept one is reused', async () => {
    const pool = poolOf({});
    const first = await seen(pool, live);
    const second = await seen(pool, canary);
    const again = await seen(pool, live);

    expect(first).toMatchObject({ warmedWith: live, asked: live, renders: 1 });
    expect(second).toMatchObject({ warmedWith: canary, asked: canary, renders: 1 });
    expect(second.threadId).not.toBe(first.threadId);
    expect(again).toMatchObject({ warmedWith: live, renders: 2, threadId: first.threadId });
  });

  it('When more compositions are used than are kept, then the least recently used is closed, and comes back warmed anew', async () => {
    const pool = poolOf({ kept: 2 });
    const first = await seen(pool, live);
    await seen(pool, canary);
    await seen(pool, live);
    await seen(pool, older);

    expect(pool.compositions()).toEqual([compositionKey(live), compositionKey(older)]);
    const back = await seen(pool, canary);
    expect(back).toMatchObject({ warmedWith: canary, renders: 1 });
    expect(pool.compositions()).toEqual([compositionKey(older), compositionKey(canary)]);
    expect((await seen(pool, older)).threadId).not.toBe(first.threadId);
  });

  it('When a render throws, then only that page fails and the worker keeps rendering', async () => {
    const pool = poolOf({});
    const before = await seen(pool, live);
    await expect(pool.render(request(live, '/throw'))).rejects.toThrow('the remote threw');
    expect(await seen(pool, live)).toMatchObject({ renders: 2, threadId: before.threadId });
  });

  it('When a worker dies, then its page fails and the next page of that composition gets a new worker', async () => {
    const pool = poolOf({});
    const before = await seen(pool, live);
    await expect(pool.render(request(live, '/crash'))).rejects.toThrow(/stopped/);
    const after = await seen(pool, live);
    expect(after).toMatchObject({ warmedWith: live, renders: 1 });
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('When a render never answers, then it is given up and its worker replaced, other compositions untouched', async () => {
    const pool = poolOf({ stuckMs: 500 });
    const other = await seen(pool, canary);
    const before = await seen(pool, live);
    await expect(pool.render(request(live, '/hang'))).rejects.toThrow(/no answer/);
    const after = await seen(pool, live);
    expect(after.threadId).not.toBe(before.threadId);
    expect(await seen(pool, canary)).toMatchObject({ renders: 2, threadId: other.threadId });
  });

  it('When a composition is named, then the order of its remotes does not matter', () => {
    expect(compositionKey({ mf_search: 'b', mf_catalog: 'a' })).toBe(compositionKey({ mf_catalog: 'a', mf_search: 'b' }));
    expect(compositionKey({ mf_catalog: 'a' })).not.toBe(compositionKey({ mf_catalog: 'b' }));
  });
});
