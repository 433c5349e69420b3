import { ConfigError } from './config.ts';

export interface ListenAddress {
  host: string;
  port: number;
}

/** HOST (default 127.0.0.1, so a fresh start is not exposed to the network) and PORT (default 8080). */
export function listenAddressFromEnv(env: NodeJS.ProcessEnv): ListenAddress {
  const host = env.HOST || '127.0.0.1';
  const rawPort = env.PORT || '8080';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new ConfigError(['PORT: must be a whole number from 0 to 65535']);
  return { host, port };
}
