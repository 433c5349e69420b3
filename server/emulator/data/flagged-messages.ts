import { createRandom } from '../random.ts';
import { buildMessage } from './message.ts';
import { BASE_TIME, DAY, HOUR, MINUTE } from './time.ts';
import type { EmuMessage, EmuUser } from './types.ts';

/** A flag reason as `GET /moderation/reasons` lists it (the service allows at most 5 custom ones). */
/** As chat-apis.json shows a reason: times as strings, and `default` on the service's own reasons. */
export interface EmuFlagReason {
  id: string;
  name: string;
  description: string;
  default: boolean;
  createdAt: string;
  updatedAt: string;
}

const REASON_TIME = '1718354412';

export interface EmuFlagReport {
  uid: string;
  name: string;
  avatar: string;
  role: string;
  reasonId: string;
  reasonName: string;
  description: string;
  remark: string;
  flaggedAt: number;
}

/** A flagged message: the message object itself, with who reported it and why. */
export type EmuFlaggedMessage = Omit<EmuMessage, 'data'> & {
  /** No moderation block: a flagged message was delivered, and no rule stopped it. */
  data: Omit<EmuMessage['data'], 'moderation'>;
  flaggedBy: EmuFlagReport[];
  flaggedCount: number;
  /** Set once it is deleted (`DELETE /messages/{id}`), as the service marks a deleted message. */
  deletedAt?: number;
  deletedBy?: string;
};

export const FLAG_REASONS: readonly EmuFlagReason[] = [
  { id: 'spam', name: 'Spam', description: 'Unwanted promotion, scams or repeated messages.', default: true, createdAt: REASON_TIME, updatedAt: REASON_TIME },
  { id: 'harassment', name: 'Harassment', description: 'Insults, threats or bullying aimed at someone.', default: true, createdAt: REASON_TIME, updatedAt: REASON_TIME },
  { id: 'inappropriate', name: 'Inappropriate content', description: 'Sexual, violent or otherwise unsuitable content.', default: true, createdAt: REASON_TIME, updatedAt: REASON_TIME },
  { id: 'misinformation', name: 'Misinformation', description: 'False or misleading claims.', default: false, createdAt: REASON_TIME, updatedAt: REASON_TIME },
  { id: 'other', name: 'Other', description: 'Something else; see the remark.', default: true, createdAt: REASON_TIME, updatedAt: REASON_TIME },
];

/** Every reason the emulator starts with: the ones reports use, and a second custom one nobody has used yet. */
export const INITIAL_FLAG_REASONS: readonly EmuFlagReason[] = [
  ...FLAG_REASONS,
  { id: 'off-platform', name: 'Off-platform contact', description: 'Asks to move the conversation to another app.', default: false, createdAt: REASON_TIME, updatedAt: REASON_TIME },
];

const TEXTS = [
  'Click here for free crypto, limited offer!!!',
  'you are the worst player I have ever seen, quit already',
  'Vaccines contain microchips, everyone knows it',
  'DM me for cheap followers',
  'meet me after school, you will regret it',
  'lol that is so dumb',
  'Buy now: www.example.test/deal',
  'I know where you live',
  'This product cures everything in 3 days',
  'nobody likes you here',
];
const REMARKS = ['', '', 'Keeps posting this in every group.', 'Third time today.', 'Made my kid upset.', 'Looks like a bot.'];

/** Newest first; some messages carry several reports with different reasons. */
export function buildFlaggedMessages(appId: string, seed: string, users: readonly EmuUser[], idBase: number, count: number): EmuFlaggedMessage[] {
  const rng = createRandom(`${seed}:${appId}:flagged-messages`);
  const out: EmuFlaggedMessage[] = [];
  let t = BASE_TIME - rng.int(5, 60) * MINUTE;
  for (let i = 0; i < count; i++) {
    const sender = rng.pick(users);
    const receiver = rng.pick(users.filter((u) => u.uid !== sender.uid));
    const message = buildMessage({
      id: String(idBase + count - i), muid: `flag-${rng.hex(12)}`, sender, receiver: { kind: 'user', user: receiver },
      content: { type: 'text', text: rng.pick(TEXTS) }, sentAt: t, updatedAt: t, rule: { id: '', name: '' },
      resource: rng.pick(['WEB-4_0_8', 'ANDROID-4_1_0', 'IOS-4_0_7']),
    });
    const reporters = users.filter((u) => u.uid !== sender.uid);
    const reportCount = rng.chance(0.3) ? rng.int(2, 4) : 1;
    const flaggedBy: EmuFlagReport[] = [];
    for (let r = 0; r < reportCount; r++) {
      const who = reporters[(i * 7 + r * 3) % reporters.length] as EmuUser;
      const reason = rng.pick(FLAG_REASONS);
      flaggedBy.push({
        uid: who.uid, name: who.name, avatar: who.avatar, role: who.role, reasonId: reason.id, reasonName: reason.name,
        description: reason.description, remark: rng.pick(REMARKS), flaggedAt: t + (r + 1) * rng.int(1, 30) * MINUTE,
      });
    }
    const data: Partial<EmuMessage['data']> = { ...message.data };
    delete data.moderation;
    out.push({ ...message, data: data as EmuFlaggedMessage['data'], flaggedBy, flaggedCount: flaggedBy.length });
    t -= rng.int(10 * MINUTE, Math.max(10 * MINUTE, Math.round((14 * DAY) / Math.max(count, 1)) + HOUR));
  }
  return out;
}
