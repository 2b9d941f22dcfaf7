/**
 * When Decap refuses to save (a required field is empty) it shows its message beside the field and
 * in a notification, then rejects an internal promise with no reason, which nothing catches. That
 * surfaces as "Uncaught (in promise) undefined" in the console: noise, not a failure, so it is
 * marked handled. Any rejection that carries a reason is left alone.
 */
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});
