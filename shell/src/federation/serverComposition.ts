import { parseDeclaration, REMOTE_NAMES, type RemoteDeclaration, type RemoteName, type RemotesManifest } from 'shared-kit';

/** Id of the `<script type="application/json">` with the remotes a server-rendered page was composed of. */
export const COMPOSITION_ID = 'shop-remotes';

/** What the server composed the page of: the remotes' manifests and their declarations. */
export interface ServerComposition {
  remotes: RemotesManifest;
  declarations: RemoteDeclaration[];
}

/**
 * The composition the server rendered the page with (ADR 0027), so the browser hydrates with the same
 * remotes and routes without asking `/remotes.json` and the declarations again; null on a page the server
 * did not render, or when the element cannot be read (then the page reads them as it always did).
 */
export function readServerComposition(doc: Document = document): ServerComposition | null {
  const text = doc.getElementById(COMPOSITION_ID)?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { remotes?: Record<string, unknown>; declarations?: unknown[] };
    const remotes: RemotesManifest = {};
    for (const name of REMOTE_NAMES) {
      const entry = body.remotes?.[name];
      if (typeof entry === 'string' && entry.length > 0) remotes[name as RemoteName] = entry;
    }
    const declarations = REMOTE_NAMES.flatMap((name) =>
      (body.declarations ?? []).map((item) => parseDeclaration(item, name)).filter((item): item is RemoteDeclaration => item !== null),
    );
    return { remotes, declarations };
  } catch {
    return null;
  }
}
