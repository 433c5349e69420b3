import { tinyPngDataUrl } from '../images.ts';
import { createRandom, type Random } from '../random.ts';
import { FILES, IMAGE_COUNT, JAVASCRIPT_MEDIA_URL, fileUrl, imageUrl, videoUrl } from './media-urls.ts';
import { captionFor, textForCondition } from './message-text.ts';
import { buildMessage, type MessageContent } from './message.ts';
import { BASE_TIME, DAY, HOUR, MINUTE } from './time.ts';
import type { EmuBlockedMessage, EmuCondition, EmuKeywordList, EmuRule, EmuUser } from './types.ts';
import { HOSTILE_USER_ID, LONG_NAME_USER_ID } from './users.ts';

export interface RuleTimeline {
  /** Oldest revision first. */
  revisions: EmuRule[];
  weight: number;
}

export interface BlockedMessageContext {
  appId: string;
  seed: string;
  mediaBaseUrl: string;
  timelines: RuleTimeline[];
  lists: ReadonlyMap<string, EmuKeywordList>;
  users: EmuUser[];
  /** First message id of the app; ids grow with time like the real service's. */
  idBase: number;
}

/** Positions of the records that always exist, so the UI's defences can be tested at any size. */
export function specialPositions(count: number) {
  return count >= 5
    ? { javascriptUrl: 1, hostileSender: 2, longNameSender: 3, dataUrl: 4 }
    : { javascriptUrl: 0, dataUrl: 1, hostileSender: 2, longNameSender: 3 };
}

/** The revision of a rule in force at time t: the last one saved at or before t. */
function revisionAt(timeline: RuleTimeline, t: number): EmuRule | undefined {
  let found: EmuRule | undefined;
  for (const revision of timeline.revisions) if (revision.updatedAt <= t) found = revision;
  return found;
}

interface Candidate {
  timeline: RuleTimeline;
  revision: EmuRule;
}

/**
 * Which rule revisions could have blocked a message sent at t. The set only changes when t
 * (walking back in time) passes a revision's save time, so it is recomputed only then.
 */
function candidatePicker(ctx: BlockedMessageContext) {
  let cached: Candidate[] = [];
  let validFrom = Infinity;
  return (t: number, rng: Random): Candidate => {
    if (t < validFrom) {
      const inForce = ctx.timelines.flatMap((timeline) => {
        const revision = revisionAt(timeline, t);
        return revision ? [{ timeline, revision }] : [];
      });
      validFrom = Math.max(-Infinity, ...inForce.map((c) => c.revision.updatedAt));
      cached = inForce.filter((c) => c.revision.enabled);
    }
    if (cached.length > 0) return rng.weighted(cached, (c) => c.timeline.weight);
    const timeline = rng.pick(ctx.timelines);
    return { timeline, revision: timeline.revisions[timeline.revisions.length - 1] as EmuRule };
  };
}

function contentFor(condition: EmuCondition, ctx: BlockedMessageContext, rng: Random): MessageContent {
  const base = ctx.mediaBaseUrl;
  if (condition.operand === 'image') {
    const n = rng.int(1, IMAGE_COUNT);
    return { type: 'image', caption: captionFor(rng), url: imageUrl(base, n), name: `IMG_${rng.int(1000, 9999)}.png`, mimeType: 'image/png', size: rng.int(20_000, 2_400_000) };
  }
  if (condition.operand === 'video') {
    return { type: 'video', caption: captionFor(rng), url: videoUrl(base), name: `VID_${rng.int(1000, 9999)}.webm`, mimeType: 'video/webm', size: rng.int(400_000, 9_000_000) };
  }
  const text = textForCondition(condition, rng, ctx.lists);
  if (rng.chance(0.12)) {
    const file = rng.pick(FILES);
    return { type: 'file', caption: text, url: fileUrl(base, file.name), name: file.name, mimeType: file.mimeType, size: rng.int(2_000, 800_000) };
  }
  return { type: 'text', text };
}

/** Media confidence lies above the condition's threshold; text weights are small match counts. */
function weightFor(condition: EmuCondition, rng: Random): number {
  const threshold = /_greaterThan_(\d+)$/.exec(condition.value[0] ?? '');
  return threshold ? rng.int(Number(threshold[1]) + 1, 100) : rng.int(1, 5);
}

function uuidLike(rng: Random): string {
  return [rng.hex(8), rng.hex(4), `4${rng.hex(3)}`, rng.hex(4), rng.hex(12)].join('-');
}

function pickPair(users: EmuUser[], rng: Random, sender?: EmuUser): [EmuUser, EmuUser] {
  const from = sender ?? rng.pick(users);
  let to = rng.pick(users);
  while (to.uid === from.uid) to = rng.pick(users);
  return [from, to];
}

/**
 * Newest first, spread over the 30 days before BASE_TIME. Each record names the rule revision
 * that was in force when the message was sent, so older revisions appear for recently edited rules.
 */
export function buildBlockedMessages(ctx: BlockedMessageContext, count: number): EmuBlockedMessage[] {
  const rng = createRandom(`${ctx.seed}:${ctx.appId}:blocked-messages`);
  const special = specialPositions(count);
  const byUid = new Map(ctx.users.map((u) => [u.uid, u]));
  const pickRevision = candidatePicker(ctx);
  const averageGap = (30 * DAY) / Math.max(count, 1);
  const records: EmuBlockedMessage[] = [];
  let t = BASE_TIME - rng.int(1, 30) * MINUTE;
  for (let i = 0; i < count; i++) {
    const forcedUrl = i === special.javascriptUrl ? JAVASCRIPT_MEDIA_URL : i === special.dataUrl ? tinyPngDataUrl() : undefined;
    let { revision } = pickRevision(t, rng);
    let condition = rng.pick(revision.conditions);
    // The hostile URLs are most telling on an image preview: look for an image match first.
    for (let tries = 0; forcedUrl && condition.operand !== 'image' && tries < 50; tries++) {
      revision = pickRevision(t, rng).revision;
      condition = rng.pick(revision.conditions);
    }
    let content = contentFor(condition, ctx, rng);
    if (forcedUrl) {
      content = content.type === 'text'
        ? { type: 'file', caption: content.text, url: forcedUrl, name: 'attachment.png', mimeType: 'image/png', size: 120 }
        : { ...content, url: forcedUrl };
    }
    const forcedSender = i === special.hostileSender ? byUid.get(HOSTILE_USER_ID) : i === special.longNameSender ? byUid.get(LONG_NAME_USER_ID) : undefined;
    const [sender, receiver] = pickPair(ctx.users, rng, forcedSender);
    const isRecent = BASE_TIME - t < 2 * DAY;
    const status = isRecent || rng.chance(0.1) ? 'pending' : rng.chance(0.75) ? 'disapproved' : 'approved';
    const updatedAt = status === 'pending' ? t : Math.min(BASE_TIME, t + rng.int(5 * MINUTE, 36 * HOUR));
    const message = buildMessage({
      id: String(ctx.idBase + count - i), muid: uuidLike(rng), sender, receiver, content,
      sentAt: t - rng.int(0, 2), updatedAt, status, resource: rng.pick(['WEB-4_0_8', 'REACT_NATIVE-4_0_4', 'ANDROID-4_1_0', 'IOS-4_0_7']),
    });
    records.push({
      ruleId: revision.id,
      ruleName: revision.name,
      revisionId: revision.revisionId,
      condition: { ...condition, weight: weightFor(condition, rng) },
      message,
      action: revision.action,
      createdAt: t,
      updatedAt,
    });
    t -= Math.max(1, Math.round(rng.next() * 2 * averageGap));
  }
  return records;
}
