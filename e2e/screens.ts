/**
 * The two screens every engine's projects use: the reference phone's 375 px (issue 40 and the
 * brief's reference visitor) and a desktop window. One place, so a spec that asks for the phone
 * (`test.use({ viewport: PHONE })`) gets the same size in Chromium, Firefox and WebKit.
 */
export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
