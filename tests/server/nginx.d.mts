/** Which nginx to run: $NGINX, /usr/sbin/nginx or nginx on PATH; null when none is installed. */
export function findNginx(): string | null;
/** Starts deploy/nginx.conf serving `dist` on `port` (and with `tls`, on its TLS port too). */
export function startNginx(dist: string, port: number, nginx?: string | null, options?: { tls?: { port: number; cert: string; key: string } | null }): Promise<{ stop: () => Promise<void>; stderr: () => string }>;
