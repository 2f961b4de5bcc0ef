import type { Locale } from '../../machines/locales';

/**
 * The only texts outside the catalogs: shown when no catalog or no entry script could be
 * downloaded, so they cannot come from one. The pre-renderer writes the page's own language's
 * sentence into its HTML (#boot-failure); the browser's script never carries them.
 */
export const BOOT_FAILURE: Record<Locale, { message: string; retry: string }> = {
  'zh-CN': { message: '页面未能加载，请检查网络后重试。', retry: '重试' },
  'zh-TW': { message: '頁面未能載入，請檢查網路後重試。', retry: '重試' },
  'en-US': { message: 'The page could not be loaded. Check your connection and try again.', retry: 'Try again' },
  id: { message: 'Halaman tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.', retry: 'Coba lagi' },
  ar: { message: 'تعذّر تحميل الصفحة. تحقّق من اتصالك وحاول مرة أخرى.', retry: 'إعادة المحاولة' },
  ms: { message: 'Halaman tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.', retry: 'Cuba lagi' },
  ko: { message: '페이지를 불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.', retry: '다시 시도' },
  pt: { message: 'Não foi possível carregar a página. Verifique a sua ligação e tente novamente.', retry: 'Tentar novamente' },
  es: { message: 'No se pudo cargar la página. Comprueba tu conexión e inténtalo de nuevo.', retry: 'Reintentar' },
};
