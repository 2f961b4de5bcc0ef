import { APP_STORE_ID } from '../app-download/constants';

/** The iOS smart banner's content attribute, added while a notice is shown (§2.7). */
export const SMART_BANNER_CONTENT = `app-id=${APP_STORE_ID}`;

/** The PikPak bot in Telegram, one of the ways /help describes. */
export const TELEGRAM_BOT_URL = 'https://t.me/PikPak_Bot';

/** The gift-code (redeem code) page of this site. */
export const REDEEM_PAGE_PATH = '/activity/cdKey';
