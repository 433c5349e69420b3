import { isIPv6 } from 'node:net';

function hostForUrl(host: string): string {
  return isIPv6(host) ? `[${host}]` : host;
}

/** The address printed for people: exactly the HOST the server listens on. */
export function displayUrl(host: string, port: number): string {
  return `http://${hostForUrl(host)}:${port}`;
}

/**
 * Where the server reaches itself (the embedded emulator's base URLs). A wildcard listen address
 * is not a destination, so it becomes the loopback address of the same family.
 */
export function selfUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::' || host === '[::]') return `http://[::1]:${port}`;
  return displayUrl(host, port);
}
