import type { Server } from 'node:http';
export function serve(dir: string, port: number, host?: string): Promise<Server>;
/** The violations in a report body (report-uri's or the Reporting API's JSON), in one shape; anything unreadable is none. */
export function reportsIn(body: string): { via: 'report-uri' | 'report-to'; page: string; directive: string; blocked: string }[];
/** A report's text as the server log may show it: control characters, separators and bidi controls escaped. */
export function forLog(text: string): string;
/** An address without its query and fragment. */
export function withoutQuery(address: string): string;
