import { hash32 } from '../random.ts';
import { daysAgo } from './time.ts';
import type { EmuGroup } from './types.ts';

/** Group conversations, with the fields the service's group receiver entity carries. */
const GROUPS: readonly (readonly [guid: string, name: string, type: EmuGroup['type'], owner: string])[] = [
  ['general', 'General', 'public', 'olivia-bennett'],
  ['marketplace-sellers', 'Marketplace sellers', 'private', 'jose-alvarez'],
  ['gaming-night', 'Gaming night 🎮', 'public', 'sam-lee'],
  ['moderators', 'Moderators', 'password', 'amelie-dubois'],
  ['tokyo-meetup', '東京ミートアップ', 'public', 'aiko-tanaka'],
];

export function buildGroups(mediaBaseUrl: string): EmuGroup[] {
  return GROUPS.map(([guid, name, type, owner]) => {
    const h = hash32(guid);
    return {
      guid,
      name,
      icon: `${mediaBaseUrl}/avatars/group-${guid}.png`,
      type,
      owner,
      membersCount: 3 + (h % 400),
      createdAt: daysAgo(300 + (h % 200)),
    };
  });
}
