// One render worker (render-pool.cjs): the shell's server build, composed of one set of server containers
// for its whole life. It loads them first (warm-up), says so, then renders the pages it is sent.
const { parentPort, workerData } = require('node:worker_threads');

// Server HTML (descriptions, content pages) is cleaned by DOMPurify, which needs a DOM window: made on
// first use, so a worker that never cleans HTML never pays for jsdom.
let htmlWindow;
Object.defineProperty(globalThis, '__shopHtmlWindow__', {
  configurable: true,
  get() {
    if (!htmlWindow) {
      const { JSDOM } = require('jsdom');
      htmlWindow = new JSDOM('').window;
    }
    return htmlWindow;
  },
});

const renderer = require(workerData.bundle);

async function warmUp() {
  if (typeof renderer.warmUp !== 'function') return;
  try {
    await renderer.warmUp({ ...workerData.setup, budgetMs: workerData.warmMs });
    // The shell's real renderer cleans descriptions: the window is made before the first page.
    void globalThis.__shopHtmlWindow__;
  } catch {
    // A container that cannot be loaded now is tried again by each render, within its budget.
  }
}

warmUp().then(() => {
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async ({ id, request }) => {
    try {
      parentPort.postMessage({ id, result: await renderer.renderPage(request) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error) });
    }
  });
});
