import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * The folder of the modules: next to this file, so `src/modules` under Jest and tsx and `dist/modules`
 * when built.
 */
export const MODULES_DIR = path.join(__dirname, 'modules');

/**
 * The name of a module's routes file: `routes.ts` where this file runs as TypeScript (Jest, tsx),
 * `routes.js` where it was built. Never both: `dist/` holds no `.ts` and `src/` no `.js`.
 */
export const ROUTES_FILE = `routes${path.extname(__filename)}`;

/**
 * The routes file of every module folder that has one, in the order of the folders' names. A new module
 * with a `routes.ts` is served without any edit elsewhere; a module without one serves no routes.
 */
export function discoverRouteFiles(modulesDir: string = MODULES_DIR, fileName: string = ROUTES_FILE): string[] {
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(modulesDir, name, fileName))
    .filter((file) => fs.existsSync(file));
}

/** The name a module's routes plugin is exported under: `yandex-id` → `yandexIdRoutes`. */
export function routesExportName(moduleName: string): string {
  return `${moduleName.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}Routes`;
}

/**
 * The plugin a routes file exports under its module's name ({@link routesExportName}). Anything else is
 * a mistake worth stopping the start for: a module whose routes silently went missing would answer 404.
 */
export function routesPluginOf(file: string, exported: Record<string, unknown>): FastifyPluginAsync {
  const name = routesExportName(path.basename(path.dirname(file)));
  const plugin = exported[name];
  if (typeof plugin !== 'function') {
    throw new Error(`${file} must export its routes plugin as \`${name}\` (it exports: ${Object.keys(exported).join(', ') || 'nothing'})`);
  }
  return plugin as FastifyPluginAsync;
}

/**
 * Registers the routes of every module, each as its own plugin (its hooks, parsers and validator
 * compiler stay inside it), in the order of {@link discoverRouteFiles}. Loaded with this module's own
 * `require` (`module.require`): the API is CommonJS when built, and under Jest it is Jest's, which
 * compiles the TypeScript.
 */
export async function registerModuleRoutes(app: FastifyInstance, files: string[] = discoverRouteFiles()): Promise<void> {
  for (const file of files) {
    await app.register(routesPluginOf(file, module.require(file) as Record<string, unknown>));
  }
}
