import { createRandom } from '../random.ts';
import { buildBlockedMessages } from './blocked-messages.ts';
import { buildGroups } from './groups.ts';
import { buildFlaggedMessages, type EmuFlaggedMessage } from './flagged-messages.ts';
import { buildKeywordLists } from './keyword-lists.ts';
import { demoRuleSpecs, type RuleSpec } from './rule-catalog.ts';
import { stagingRuleSpecs } from './staging-rules.ts';
import { buildRuleHistory } from './rule-history.ts';
import type { EmuBlockedMessage, EmuGroup, EmuKeywordList, EmuRule, EmuUser } from './types.ts';
import { buildUsers } from './users.ts';

interface AppEntry {
  appId: string;
  name: string;
  variant: 'demo' | 'staging';
  /** Caps the blocked-message count: the second app only exists to have something to switch to. */
  maxBlockedMessages: number;
  idBase: number;
  ruleSpecs: () => RuleSpec[];
}

const APPS: readonly AppEntry[] = [
  { appId: 'demo-app', name: 'Demo app', variant: 'demo', maxBlockedMessages: Infinity, idBase: 70_000, ruleSpecs: demoRuleSpecs },
  { appId: 'staging-app', name: 'Staging app', variant: 'staging', maxBlockedMessages: 20, idBase: 1_000, ruleSpecs: stagingRuleSpecs },
];

/** The apps the emulator serves, for the server's built-in connection list. */
export const EMULATOR_APPS: readonly { appId: string; name: string }[] = APPS.map(({ appId, name }) => ({ appId, name }));

export function findApp(appId: string): AppEntry | undefined {
  return APPS.find((app) => app.appId === appId);
}

export interface AppDataset {
  /** Newest revision of each rule, in catalog order. */
  rules: EmuRule[];
  /** Every revision of each rule, newest first. */
  revisions: ReadonlyMap<string, EmuRule[]>;
  keywordLists: ReadonlyMap<string, EmuKeywordList>;
  blockedMessages: EmuBlockedMessage[];
  /** Messages users reported, newest first. */
  flaggedMessages: EmuFlaggedMessage[];
  /** Blocked messages moderators decided on before the emulator started (the reviewed list's start). */
  reviewedHistory: EmuBlockedMessage[];
  /** The people who send and receive the messages (the documented user operations read them). */
  users: EmuUser[];
  /** The group conversations messages go to (the documented group-member operations act in them). */
  groups: EmuGroup[];
}

export interface DatasetOptions {
  seed: string;
  mediaBaseUrl: string;
  blockedMessages: number;
  /** Apps whose messages' media lives under their own files path, signed with a `fat`. */
  tokenFileAccessApps?: readonly string[];
}

/**
 * Where an app's message media lives. With token-based file access, under the app's own path
 * (`<files host>/<APP_ID>/...`, as in fundamentals/webhooks-overview.mdx), served only with a `fat`.
 */
export function messageMediaBase(options: DatasetOptions, appId: string): string {
  return options.tokenFileAccessApps?.includes(appId) ? `${options.mediaBaseUrl}/apps/${appId}` : options.mediaBaseUrl;
}

/** Trailing integer of a revision id; revisions sort by it numerically, never as strings. */
function revisionNumberOf(rule: EmuRule): number {
  return Number(/(\d+)$/.exec(rule.revisionId)?.[1] ?? 0);
}

export function buildAppDataset(app: AppEntry, options: DatasetOptions): AppDataset {
  const lists = buildKeywordLists(app.appId, app.variant === 'staging');
  const keywordLists = new Map(lists.map((list) => [list.id, list]));
  const listIds = lists.map((list) => list.id);
  const specs = app.ruleSpecs();
  const timelines = specs.map((spec) => ({
    weight: spec.weight,
    revisions: buildRuleHistory(app.appId, spec, createRandom(`${options.seed}:${app.appId}:rule:${spec.id}`), listIds),
  }));
  const revisions = new Map(timelines.map((t) => [
    t.revisions[0]?.id ?? '',
    [...t.revisions].sort((a, b) => revisionNumberOf(b) - revisionNumberOf(a)),
  ]));
  const users = buildUsers(options.mediaBaseUrl);
  const context = {
    appId: app.appId, seed: options.seed, mediaBaseUrl: messageMediaBase(options, app.appId), timelines,
    lists: keywordLists, users, groups: buildGroups(options.mediaBaseUrl), idBase: app.idBase,
  };
  const blockedMessages = buildBlockedMessages(context, Math.min(options.blockedMessages, app.maxBlockedMessages));
  const reviewedHistory = buildBlockedMessages({ ...context, seed: `${options.seed}:reviewed`, idBase: app.idBase + 30_000 }, app.variant === 'staging' ? 8 : 80);
  // Ids above the blocked ones: the two lists never share a message.
  const flaggedMessages = buildFlaggedMessages(app.appId, options.seed, users, app.idBase + 20_000, app.variant === 'staging' ? 6 : 40);
  return {
    rules: [...revisions.values()].map((list) => list[0] as EmuRule),
    revisions,
    keywordLists,
    blockedMessages,
    flaggedMessages,
    reviewedHistory,
    users,
    groups: context.groups,
  };
}
