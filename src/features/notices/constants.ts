/** The iOS smart banner's content attribute, written into the pre-rendered notices (src/prerender.tsx). */
export { SMART_BANNER_CONTENT } from '../../shell/notice/app-store';

/** The PikPak bot in Telegram, one of the ways /help describes. */
export const TELEGRAM_BOT_URL = 'https://t.me/PikPak_Bot';

/** The gift-code (redeem code) page of this site. */
export const REDEEM_PAGE_PATH = '/activity/cdKey';
