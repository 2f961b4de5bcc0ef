import type { Server } from 'node:http';
export function serve(dir: string, port: number, host?: string): Promise<Server>;
