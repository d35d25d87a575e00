/**
 * The system module's face, empty: nothing outside the module uses it, and its routes are discovered
 * (module-routes.ts). Other modules, the plugins and app.ts would import it only from here
 * (docs/adr/0041-api-module-faces.md).
 */
export {};
