/** What the router-fallback page shows for an error: its HTTP-like status when it has one, else its message. */
export function errorDetail(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === 'number') {
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status);
    }
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}
