import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../contracts/fragments';
import { fetchRemoteDeclarations, setRemoteDeclarations, setRemoteLoader } from 'shared-kit/platform';

/** Another team's remote as it runs on a developer's machine. */
export interface HarnessSibling {
  name: RemoteName;
  /** Address of its manifest, e.g. `http://localhost:8082/mf-manifest.json`. */
  entry: string;
}

/**
 * Lets the harness place the fragments of sibling remotes. A sibling that is not running fails once;
 * later fragments of it show their fallback at once instead of waiting for the network again.
 */
export function loadFragmentsFrom(siblings: HarnessSibling[]): void {
  registerRemotes(siblings);
  // The siblings' own word on their fragments' sizes and texts, as in the composed shop.
  void fetchRemoteDeclarations(Object.fromEntries(siblings.map((sibling) => [sibling.name, sibling.entry]))).then(setRemoteDeclarations);
  const down = new Set<string>();
  setRemoteLoader(async (id) => {
    const container = id.slice(0, id.indexOf('/'));
    if (down.has(container)) return null;
    try {
      return await loadRemote(id);
    } catch (error) {
      down.add(container);
      throw error;
    }
  });
}
