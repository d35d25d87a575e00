/** An app of the shop as its package.json's `shop` field names it (shared-kit/tooling/apps.cjs). */
export interface ShopApp {
  /** Container name: `mf_catalog`, …, or `shell`. */
  name: string;
  /** Folder in the repository: `mf-catalog`, …, `shell`. */
  dir: string;
  /** Default port. */
  port: number;
  /** The variable that moves the port: `MF_CATALOG_PORT`, …, `PORT`. */
  portVariable: string;
}
export declare const APPS: readonly ShopApp[];
export declare const HOST: ShopApp;
export declare const REMOTES: readonly ShopApp[];
export declare const APP_DIRS: readonly string[];
export declare const REMOTE_DIRS: readonly string[];
export declare const REMOTE_NAMES: readonly string[];
export declare function readApps(root?: string): ShopApp[];
export declare function portVariableOf(container: string): string;
