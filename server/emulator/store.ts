import { buildAppDataset, findApp, type AppDataset, type DatasetOptions } from './data/apps.ts';
import { initialSettings, serviceDefaultSettings } from './data/settings.ts';
import { deepMerge, type JsonObject } from './deep-merge.ts';
import { ModerationState } from './decisions/moderation-state.ts';
import { ModerationConfig } from './writes/moderation-config.ts';
import type { EmuBlockedMessage } from './data/types.ts';
import { GroupMembership } from './groups/group-membership.ts';
import { UserDirectory } from './users/user-directory.ts';

/**
 * Per-emulator state: datasets built lazily per app (a test that only reads settings never
 * pays for 10000 messages), list items serialised once, and the mutable settings.
 */
export interface EmulatorStore {
  hasApp(appId: string): boolean;
  dataset(appId: string): AppDataset;
  /** JSON of each list item, in order; a response joins a prefix of it. */
  serialised(appId: string, list: 'rules' | 'blockedMessages' | 'keywordLists'): readonly string[];
  /** The blocked list as it stands: the generated records less those decided in this run. */
  blockedList(appId: string): readonly string[];
  moderation(appId: string): ModerationState;
  /** Puts a newly blocked message at the head of the blocked list (the test-only arrivals control). */
  addBlocked(appId: string, record: EmuBlockedMessage): void;
  /** The app's users and which of them are deactivated in this run. */
  users(appId: string): UserDirectory;
  /** The app's groups and who is a member or banned in this run. */
  groups(appId: string): GroupMembership;
  /** Rules, keyword lists and flag reasons as this run's writes left them. */
  config(appId: string): ModerationConfig;
  settings(appId: string): JsonObject;
  patchSettings(appId: string, patch: JsonObject): void;
  /** The service's defaults, as the real DELETE does: the app's own starting values are gone too. */
  resetSettings(appId: string): void;
}

export function createStore(options: DatasetOptions): EmulatorStore {
  const datasets = new Map<string, AppDataset>();
  const serialisedLists = new Map<string, readonly string[]>();
  const settings = new Map<string, JsonObject>();
  const moderation = new Map<string, ModerationState>();
  const configs = new Map<string, ModerationConfig>();
  const directories = new Map<string, UserDirectory>();
  const memberships = new Map<string, GroupMembership>();

  const appOrThrow = (appId: string) => {
    const app = findApp(appId);
    if (!app) throw new RangeError(`unknown app ${appId}`);
    return app;
  };
  const dataset = (appId: string): AppDataset => {
    let found = datasets.get(appId);
    if (!found) {
      found = buildAppDataset(appOrThrow(appId), options);
      datasets.set(appId, found);
    }
    return found;
  };

  const currentSettings = (appId: string): JsonObject => {
    let current = settings.get(appId);
    if (!current) {
      current = initialSettings(appOrThrow(appId).variant);
      settings.set(appId, current);
    }
    return current;
  };

  const configOf = (appId: string): ModerationConfig => {
    let found = configs.get(appId);
    if (!found) {
      found = new ModerationConfig(dataset(appId));
      configs.set(appId, found);
    }
    return found;
  };

  const serialised = (appId: string, list: 'rules' | 'blockedMessages' | 'keywordLists'): readonly string[] => {
    // Rules and lists change with writes: their cache is keyed by the config's version.
    const version = list === 'blockedMessages' ? '' : `\u0000${configOf(appId).version}`;
    const key = `${appId}\u0000${list}${version}`;
    let items = serialisedLists.get(key);
    if (!items) {
      if (version)
        for (const old of serialisedLists.keys())
          if (old.startsWith(`${appId}\u0000${list}\u0000`)) serialisedLists.delete(old);
      const source: Iterable<unknown> =
        list === 'rules'
          ? configOf(appId).rules()
          : list === 'keywordLists'
            ? configOf(appId).lists()
            : dataset(appId)[list].values();
      items = Array.from(source, (item) => JSON.stringify(item));
      serialisedLists.set(key, items);
    }
    return items;
  };
  const moderationOf = (appId: string): ModerationState => {
    let state = moderation.get(appId);
    if (!state) {
      state = new ModerationState(dataset(appId));
      moderation.set(appId, state);
    }
    return state;
  };

  return {
    hasApp: (appId) => findApp(appId) !== undefined,
    dataset,
    serialised,
    blockedList(appId) {
      const items = serialised(appId, 'blockedMessages');
      const state = moderationOf(appId);
      if (state.untouched) return items;
      const records = dataset(appId).blockedMessages;
      return items.filter((_, i) => !state.isDecided(records[i]?.message.id ?? ''));
    },
    moderation: moderationOf,
    addBlocked(appId, record) {
      dataset(appId).blockedMessages.unshift(record);
      serialisedLists.delete(`${appId}\u0000blockedMessages`);
      moderationOf(appId).addBlocked(record);
    },
    users(appId) {
      let found = directories.get(appId);
      if (!found) {
        found = new UserDirectory(dataset(appId).users);
        directories.set(appId, found);
      }
      return found;
    },
    groups(appId) {
      let found = memberships.get(appId);
      if (!found) {
        const users = this.users(appId);
        found = new GroupMembership(dataset(appId).groups, {
          find: (uid) => users.find(uid),
          all: () => users.list({ onlyDeactivated: false, withDeactivated: true }),
        });
        memberships.set(appId, found);
      }
      return found;
    },
    config: configOf,
    settings: currentSettings,
    patchSettings(appId, patch) {
      settings.set(appId, deepMerge(currentSettings(appId), patch));
    },
    resetSettings(appId) {
      settings.set(appId, serviceDefaultSettings());
    },
  };
}

/** A list envelope built from pre-serialised items, so a 10000-record page costs one join. */
export function listBody(items: readonly string[], limit: number): string {
  const page = items.slice(0, limit);
  return `{"data":[${page.join(',')}],"meta":{"current":{"limit":${limit},"count":${page.length}}}}`;
}
