import type { ModerationMode } from './review-moderation';

/** `REVIEWS_MODERATION`: `pre` (the default: a new review waits for the shop) or `post` (published at once). */
export function loadModerationMode(value: (name: string) => string | undefined, problems: string[]): ModerationMode {
  const mode = value('REVIEWS_MODERATION') ?? 'pre';
  if (mode !== 'pre' && mode !== 'post') {
    problems.push(`REVIEWS_MODERATION must be pre or post, got "${mode}"`);
    return 'pre';
  }
  return mode;
}
