/**
 * The home page's extra sections are a bonus: when their load fails the section is simply not there
 * (logged for us), instead of a message in the middle of the page.
 */
export function quietly<T>(name: string, load: Promise<T[]>): Promise<T[]> {
  return load.catch((error: unknown) => {
    console.warn(`[mf_catalog] ${name} unavailable`, error);
    return [];
  });
}
