export function findChromium(): string | null;
export function findPlaywrightChromium(): Promise<string | null>;
export const CHROMIUM_ARGS: string[];
export const HOW_TO_GET_CHROMIUM: string;
