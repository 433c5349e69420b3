import type { ApiError } from './api-error.ts';

type Words = { title: string; nextStep: string; canRetry: false };

const OPERATOR = "Ask the dashboard's operator to";

/**
 * The service's own credential codes, worded by code rather than status: it answers an unknown
 * API key with 404, which read by status alone would say "not found in this app".
 */
const CREDENTIAL_WORDS = new Map<string, Words>([
  [
    'AUTH_ERR_NO_ACCESS',
    {
      title: 'The API key lacks the access this needs',
      nextStep: `${OPERATOR} configure a REST API key with full access for this app (keys with a narrower scope are refused).`,
      canRetry: false,
    },
  ],
  [
    'AUTH_ERR_APIKEY_NOT_FOUND',
    {
      title: 'The service does not know this API key',
      nextStep: `${OPERATOR} check this app's key in the server config: it may have been deleted, or belong to another app or flavour.`,
      canRetry: false,
    },
  ],
  [
    'AUTH_ERR_EMPTY_APIKEY',
    {
      title: 'No API key was sent',
      nextStep: `${OPERATOR} set this app's apiKey in the server config.`,
      canRetry: false,
    },
  ],
  [
    'AUTH_ERR_EMPTY_AUTH_HEADER',
    {
      title: 'No key and secret were sent',
      nextStep: `${OPERATOR} set this app's key and secret in the server config.`,
      canRetry: false,
    },
  ],
  [
    'AUTH_ERR_EMPTY_APPID',
    {
      title: 'The service needs the app id',
      nextStep: `${OPERATOR} check this app's moderationBaseUrl and appId in the server config.`,
      canRetry: false,
    },
  ],
  [
    'AUTH_ERR_INVALID_APPID',
    {
      title: 'The service does not know this app id',
      nextStep: `${OPERATOR} check this app's appId and host in the server config.`,
      canRetry: false,
    },
  ],
]);

export function credentialWords(error: ApiError): Words | undefined {
  return CREDENTIAL_WORDS.get(error.code);
}
