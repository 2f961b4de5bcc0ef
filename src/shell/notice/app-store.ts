/** Store id of the iOS app, for the App Store link and the smart banner. */
const APP_STORE_ID = '1616861537';

/** The App Store page of the iOS app. */
export const APP_STORE_URL = `https://apps.apple.com/app/id${APP_STORE_ID}`;

/** The iOS smart banner's content attribute, added while a notice is shown (§2.7). */
export const SMART_BANNER_CONTENT = `app-id=${APP_STORE_ID}`;
