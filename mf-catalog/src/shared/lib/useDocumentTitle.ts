import { useEffect } from 'react';

/** Sets the document title from a page's SEO fields once they are known. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The first non-empty of several SEO titles. */
export function pickTitle(...candidates: (string | null | undefined)[]): string {
  return candidates.find((candidate) => candidate && candidate.trim())?.trim() ?? '';
}
