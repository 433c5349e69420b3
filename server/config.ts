import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { z } from 'zod';
import { configFileSchema, timeoutMsSchema, type AppConfig, type DashboardConfig } from './config-schema.ts';

export type { AppConfig, DashboardConfig } from './config-schema.ts';

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * A configuration problem that must stop the server. Its message names the field and says
 * what is wrong, never the value: the file and the environment hold secrets.
 */
export class ConfigError extends Error {
  readonly issues: readonly string[];
  constructor(issues: readonly string[], heading = 'The dashboard configuration is invalid') {
    super(`${heading}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

type PathPart = string | number | symbol;

/** `apps[0].moderationBaseUrl`, the way a person would point at the field in the file. */
export function formatPath(path: readonly PathPart[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text === '' ? String(part) : `${text}.${String(part)}`;
  }, '');
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Replaces `${NAME}` in every string of a parsed JSON value; unset or empty variables are issues. */
export function substituteEnv(
  value: unknown,
  env: NodeJS.ProcessEnv,
  issues: string[],
  path: PathPart[] = [],
): unknown {
  if (typeof value === 'string') {
    return value.replace(VARIABLE, (match, name: string) => {
      const replacement = env[name];
      if (replacement === undefined || replacement === '') {
        issues.push(`${formatPath(path) || '(top level)'}: environment variable ${name} is not set`);
        return match;
      }
      return replacement;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => substituteEnv(item, env, issues, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteEnv(item, env, issues, [...path, key])]),
    );
  }
  return value;
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatPath(issue.path) || '(top level)'}: ${issue.message}`);
}

/** The upstream timeout from DASHBOARD_UPSTREAM_TIMEOUT_MS, or the default. */
export function timeoutFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.DASHBOARD_UPSTREAM_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_UPSTREAM_TIMEOUT_MS;
  const parsed = timeoutMsSchema.safeParse(raw);
  if (!parsed.success)
    throw new ConfigError(
      issuesOf(parsed.error).map((issue) => `DASHBOARD_UPSTREAM_TIMEOUT_MS${issue.slice(issue.indexOf(':'))}`),
    );
  return parsed.data;
}

/** Parses the text of a connections file. The file's `upstreamTimeoutMs` wins over the environment. */
export function parseConfigText(text: string, env: NodeJS.ProcessEnv): DashboardConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // V8's message quotes the text around the error, which may be a secret: keep the position only.
    const position = error instanceof Error ? /position (\d+)/.exec(error.message)?.[1] : undefined;
    throw new ConfigError([
      `the file is not valid JSON${position === undefined ? '' : ` (near character ${position})`}`,
    ]);
  }
  const substitutionIssues: string[] = [];
  const substituted = substituteEnv(json, env, substitutionIssues);
  if (substitutionIssues.length > 0) throw new ConfigError(substitutionIssues);
  const parsed = configFileSchema.safeParse(substituted);
  if (!parsed.success) throw new ConfigError(issuesOf(parsed.error));
  const { upstreamTimeoutMs, ...rest } = parsed.data;
  return { ...rest, upstreamTimeoutMs: upstreamTimeoutMs ?? timeoutFromEnv(env) };
}

export function loadConfigFile(path: string, env: NodeJS.ProcessEnv): DashboardConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
    throw new ConfigError(
      [`cannot read ${path}${code}; check the path in DASHBOARD_CONFIG`],
      'The dashboard configuration could not be loaded',
    );
  }
  try {
    const config = parseConfigText(text, env);
    // Relative log paths are read as relative to the connections file, not to wherever the server was started.
    const near = (file: string | undefined) => (file === undefined ? undefined : resolve(dirname(path), file));
    return { ...config, auditLogFile: near(config.auditLogFile), decisionLogFile: near(config.decisionLogFile) };
  } catch (error) {
    if (error instanceof ConfigError)
      throw new ConfigError(error.issues, `The dashboard configuration in ${path} is invalid`);
    throw error;
  }
}

/** Every credential of an app that is set: the values no answer, log line or audit entry may carry. */
export function credentialsOf(app: AppConfig): string[] {
  return [app.key, app.secret, app.apiKey, app.webhook?.username, app.webhook?.password].filter(
    (value): value is string => value !== undefined && value !== '',
  );
}

/** Every secret of the configuration: all apps' credentials and the session secret. */
export function secretsOf(config: DashboardConfig): string[] {
  return [...config.apps.flatMap(credentialsOf), ...(config.sessionSecret ? [config.sessionSecret] : [])];
}
