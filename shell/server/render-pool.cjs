// Server containers kept per composition (ADR 0036). A page is rendered in a worker thread that holds one
// composition only: the shell's renderer with exactly one server container of each remote, at the
// addresses of the releases this visitor is composed with. A promote, a canary or a rollback is a new
// composition, hence a new worker: nothing of the release it replaces (its modules, its chunk names, its
// Module Federation state) can leak into the next render, and no restart is needed. The workers are a
// bounded cache: the least recently used one is closed once it has nothing in flight.
const path = require('node:path');
const { Worker: ThreadWorker } = require('node:worker_threads');

const WORKER_FILE = path.join(__dirname, 'render-worker.cjs');

/** How many compositions are kept warm at once (live, a canary, the one just replaced). */
const DEFAULT_KEPT = 3;

/** How long a new worker may take to load its server containers before its first page is rendered anyway. */
const DEFAULT_WARM_MS = 4000;

/** A render that has not answered in this time is given up (left to the browser), and its worker replaced. */
const DEFAULT_STUCK_MS = 10_000;

/** Heap of one worker: a runaway remote's render ends its own worker, never the shell's server. */
const WORKER_HEAP_MB = 384;

/** The key of a composition: its remotes' server containers, by name. */
function compositionKey(remotes) {
  return JSON.stringify(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A pool of render workers, one per composition.
 * @param {object} options
 * @param {string} options.bundle the shell's server build (`dist/server/render.js`)
 * @param {number} [options.kept] compositions kept at once
 * @param {number} [options.warmMs] how long a new worker may warm up before its first render
 * @param {number} [options.stuckMs] how long one render may take before it is given up
 * @param {(message: string) => void} [options.log]
 */
function createRenderPool({
  bundle,
  kept = Number(process.env.SSR_COMPOSITIONS_KEPT) || DEFAULT_KEPT,
  warmMs = DEFAULT_WARM_MS,
  stuckMs = DEFAULT_STUCK_MS,
  log = console.warn,
}) {
  /** key → slot, in the order of their last use (a Map keeps insertion order). */
  const slots = new Map();
  let nextId = 1;

  function settleAll(slot, error) {
    for (const { reject, timer } of slot.pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    slot.pending.clear();
  }

  function close(key, slot) {
    if (slots.get(key) === slot) slots.delete(key);
    slot.closed = true;
    settleAll(slot, new Error('its render worker was closed'));
    slot.worker.terminate().catch(() => undefined);
  }

  /** Closes the least recently used idle compositions beyond the limit (busy ones when they settle). */
  function evict() {
    for (const [key, slot] of slots) {
      if (slots.size <= kept) return;
      if (slot.pending.size === 0) close(key, slot);
      else slot.retiring = true;
    }
  }

  function spawn(key, setup) {
    const worker = new ThreadWorker(WORKER_FILE, {
      workerData: { bundle, setup, warmMs },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    const slot = { worker, pending: new Map(), closed: false, retiring: false, ready: null };
    slot.ready = new Promise((resolve) => {
      const done = () => resolve();
      worker.once('message', done);
      worker.once('exit', done);
      // A worker that cannot warm up in time renders anyway; its slow parts are left to the browser.
      setTimeout(done, warmMs + 500).unref();
    });
    worker.on('message', (message) => {
      if (!message || message.id === undefined) return;
      const waiting = slot.pending.get(message.id);
      if (!waiting) return;
      slot.pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
      if (slot.retiring && slot.pending.size === 0) close(key, slot);
    });
    worker.on('error', (error) => {
      log(`[shell] the render worker of a composition failed: ${error instanceof Error ? error.message : error}`);
    });
    worker.on('exit', (code) => {
      if (slot.closed) return;
      if (slots.get(key) === slot) slots.delete(key);
      slot.closed = true;
      settleAll(slot, new Error(`its render worker stopped (exit code ${code})`));
    });
    worker.unref();
    return slot;
  }

  function slotFor(key, setup) {
    let slot = slots.get(key);
    if (slot) {
      // Most recently used last.
      slots.delete(key);
      slots.set(key, slot);
      return slot;
    }
    slot = spawn(key, setup);
    slots.set(key, slot);
    evict();
    return slot;
  }

  return {
    /**
     * Renders a page in the worker of its composition (`request.remotes`: the server containers by name).
     * Rejects when the worker fails, stops or takes too long; the caller leaves the page to the browser.
     */
    async render(request) {
      const key = compositionKey(request.remotes);
      const slot = slotFor(key, { remotes: request.remotes, declarations: request.declarations, apiBase: request.apiBase });
      await slot.ready;
      if (slot.closed) throw new Error('its render worker stopped');
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          slot.pending.delete(id);
          reject(new Error(`no answer in ${stuckMs} ms: its render worker is replaced`));
          close(key, slot);
        }, stuckMs);
        timer.unref();
        slot.pending.set(id, { resolve, reject, timer });
        slot.worker.postMessage({ id, request });
      });
    },
    /** The compositions kept now, most recently used last (for tests and the log). */
    compositions() {
      return [...slots.keys()];
    },
    /** Workers kept and renders sent to them not answered yet (the metrics, ADR 0050). */
    stats() {
      let inFlight = 0;
      for (const slot of slots.values()) inFlight += slot.pending.size;
      return { workers: slots.size, inFlight };
    },
    /** Closes every worker. */
    async close() {
      const all = [...slots.entries()];
      for (const [key, slot] of all) close(key, slot);
    },
  };
}

module.exports = { createRenderPool, compositionKey };
