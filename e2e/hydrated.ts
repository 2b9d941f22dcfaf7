/**
 * The marker the main navigation sets once React has hydrated the page (components/layout/MainNav.tsx):
 * one selector for every engine's way of waiting for it.
 */
export const HYDRATED = 'nav[aria-label="Main"][data-hydrated]';
