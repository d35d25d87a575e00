/** Reloads the page (after sign-out, or when the server asks for it). A module of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
