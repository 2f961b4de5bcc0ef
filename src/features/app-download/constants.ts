/** Store id of the iOS app, for the App Store link and the smart banner. */
export const APP_STORE_ID = '1616861537';

/** The App Store page of the iOS app. */
export const APP_STORE_URL = `https://apps.apple.com/app/id${APP_STORE_ID}`;

/** The APK install troubleshooting page (opened through the app's view action in the app). */
export const APK_TROUBLESHOOTING_URL = 'https://mypikpak.com/help/apk-install';

/** The id the package service knows the Android app by (§7.1 GET /package/v1/apk/url/{id}). */
export const ANDROID_APK_ID = 'android';
