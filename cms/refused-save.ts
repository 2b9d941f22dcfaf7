/**
 * When Decap refuses to save, it tells the editor (beside the field and in a notification) and then
 * rejects an internal promise that nothing catches: with no reason when a required field is empty,
 * or with its own "Failed to persist entry" action when a save fails or a check before saving
 * (cms/save-checks.ts) stops it. Those surface as "Uncaught (in promise)" in the console, noise for
 * something already shown, so they are marked handled. Any other rejection is left alone.
 */
function isShownRefusal(reason: unknown): boolean {
  if (reason === undefined) return true;
  const error = typeof reason === 'object' && reason !== null ? (reason as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.startsWith('Failed to persist');
}

window.addEventListener('unhandledrejection', (event) => {
  if (isShownRefusal(event.reason)) event.preventDefault();
});
