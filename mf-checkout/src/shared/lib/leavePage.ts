/**
 * Leaving the shop for another site (the payment provider's page). An object, so tests can replace
 * the one call a test environment cannot make.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
