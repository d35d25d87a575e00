/** Types of previous-release.cjs: the previous release of the shop, built from git for the version-skew spec. */
export declare const PREVIOUS_RELEASE_FILE: string;
/** The apps built for the previous release: the shell first, then the remotes. */
export declare const PREVIOUS_APPS: readonly string[];
export interface PreviousRelease {
  commit: string;
  /** Where its tree is, with every app built in `<app>/dist`. */
  dir: string;
}
/** The commit of the previous release, or why it cannot be had (the reason to skip with). */
export declare function previousCommit(): { commit: string } | { missing: string };
/** Builds the previous release's five apps in `dist/previous-releases/<commit>/`, or reuses that tree when built. */
export declare function buildPreviousRelease(commit: string): PreviousRelease;
