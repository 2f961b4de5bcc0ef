/** The APK install troubleshooting page (opened through the app's view action in the app). */
export const APK_TROUBLESHOOTING_URL = 'https://mypikpak.com/help/apk-install';

