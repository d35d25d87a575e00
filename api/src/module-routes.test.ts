import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { discoverRouteFiles, MODULES_DIR, registerModuleRoutes, ROUTES_FILE, routesExportName, routesPluginOf } from './module-routes';

describe('the discovery of the modules\' routes', () => {
  let modulesDir: string;
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(modulesDir, file)), { recursive: true });
    fs.writeFileSync(path.join(modulesDir, file), text);
  };

  beforeEach(() => {
    modulesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-routes-'));
  });
  afterEach(() => fs.rmSync(modulesDir, { recursive: true, force: true }));

  it('finds the routes file of every module folder that has one, in the order of the folders', () => {
    write('zeta/routes.ts', '');
    write('alpha/routes.ts', '');
    write('alpha/avatar-routes.ts', '');
    write('beta/beta-repository.ts', '');
    write('gamma/routes.js', '');
    write('loose-routes.ts', '');

    expect(discoverRouteFiles(modulesDir, 'routes.ts').map((file) => path.relative(modulesDir, file))).toEqual(['alpha/routes.ts', 'zeta/routes.ts']);
    // Built, the same convention finds the JavaScript.
    expect(discoverRouteFiles(modulesDir, 'routes.js').map((file) => path.relative(modulesDir, file))).toEqual(['gamma/routes.js']);
  });

  it('expects the plugin under the module folder\'s name in camel case', () => {
    expect(routesExportName('catalog')).toBe('catalogRoutes');
    expect(routesExportName('yandex-id')).toBe('yandexIdRoutes');
    expect(routesExportName('operator-actions')).toBe('operatorActionsRoutes');
  });

  it('refuses a routes file that does not export its plugin under that name, saying which name it wants', () => {
    const plugin = async () => undefined;
    expect(routesPluginOf('/src/modules/yandex-id/routes.ts', { yandexIdRoutes: plugin })).toBe(plugin);
    expect(() => routesPluginOf('/src/modules/yandex-id/routes.ts', { yandexRoutes: plugin })).toThrow(
      '/src/modules/yandex-id/routes.ts must export its routes plugin as `yandexIdRoutes` (it exports: yandexRoutes)',
    );
    expect(() => routesPluginOf('/src/modules/seo/routes.ts', { seoRoutes: 'not a plugin' })).toThrow('`seoRoutes`');
  });

  it('serves the routes of a new module folder with no edit anywhere else', async () => {
    write(
      'late-arrival/routes.ts',
      "import type { FastifyInstance } from 'fastify';\n" +
        'export async function lateArrivalRoutes(app: FastifyInstance): Promise<void> {\n' +
        "  app.get('/api/late-arrival', async () => ({ here: true }));\n" +
        '}\n',
    );
    const app = Fastify();
    try {
      await registerModuleRoutes(app, discoverRouteFiles(modulesDir, 'routes.ts'));
      const response = await app.inject({ method: 'GET', url: '/api/late-arrival' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ here: true });
    } finally {
      await app.close();
    }
  });

  it('in this source tree, finds a routes.ts in every module folder that has one, each exporting its plugin', () => {
    expect(ROUTES_FILE).toBe('routes.ts');
    const withRoutes = fs
      .readdirSync(MODULES_DIR)
      .filter((name) => fs.existsSync(path.join(MODULES_DIR, name, 'routes.ts')))
      .sort();
    const found = discoverRouteFiles();
    expect(found.map((file) => path.basename(path.dirname(file)))).toEqual(withRoutes);
    expect(withRoutes).toEqual(expect.arrayContaining(['catalog', 'cart', 'checkout', 'addresses', 'system']));
    for (const file of found) expect(typeof routesPluginOf(file, module.require(file) as Record<string, unknown>)).toBe('function');
  });
});
