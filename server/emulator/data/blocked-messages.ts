import { tinyPngDataUrl } from '../images.ts';
import { createRandom, type Random } from '../random.ts';
import { FILES, IMAGE_COUNT, JAVASCRIPT_MEDIA_URL, audioUrl, fileUrl, imageUrl, videoUrl } from './media-urls.ts';
import { captionFor, customContentFor, textForCondition } from './message-text.ts';
import { buildMessage, type MessageContent, type Receiver } from './message.ts';
import { matchesFilters } from './rule-filters.ts';
import { BASE_TIME, DAY, MINUTE } from './time.ts';
import type { EmuBlockedMessage, EmuCondition, EmuGroup, EmuKeywordList, EmuRule, EmuUser } from './types.ts';
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
  groups: EmuGroup[];
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
  if (condition.operand === 'audio') {
    return { type: 'audio', caption: undefined, url: audioUrl(base), name: `voice-note-${rng.int(1000, 9999)}.wav`, mimeType: 'audio/wav', size: rng.int(8_000, 900_000) };
  }
  const attachment = (caption: string | undefined): MessageContent => {
    const file = rng.pick(FILES);
    return { type: 'file', caption, url: fileUrl(base, file.name), name: file.name, mimeType: file.mimeType, size: rng.int(2_000, 800_000) };
  };
  // The malware scanner looks at the file itself: the caption is incidental.
  if (condition.operand === 'file') return attachment(captionFor(rng));
  const text = textForCondition(condition, rng, ctx.lists);
  if (condition.operand === 'custom') return customContentFor(text, rng);
  if (rng.chance(0.12)) return attachment(text);
  return { type: 'text', text };
}

function uuidLike(rng: Random): string {
  return [rng.hex(8), rng.hex(4), `4${rng.hex(3)}`, rng.hex(4), rng.hex(12)].join('-');
}

/** About a third of the messages go to a group, as in a typical community app. */
function pickPair(ctx: BlockedMessageContext, rng: Random, sender?: EmuUser): [EmuUser, Receiver] {
  const from = sender ?? rng.pick(ctx.users);
  if (ctx.groups.length > 0 && rng.chance(0.3)) return [from, { kind: 'group', group: rng.pick(ctx.groups) }];
  let to = rng.pick(ctx.users);
  while (to.uid === from.uid) to = rng.pick(ctx.users);
  return [from, { kind: 'user', user: to }];
}

/** `"1757955951.000000000390079"`: the service's blockedAt is seconds with a long fraction, as a string. */
function blockedAtOf(t: number, rng: Random): string {
  return `${t}.000000000${rng.int(100_000, 999_999)}`;
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
      content = content.type === 'text' || content.type === 'custom'
        ? { type: 'file', caption: content.type === 'text' ? content.text : undefined, url: forcedUrl, name: 'attachment.png', mimeType: 'image/png', size: 120 }
        : { ...content, url: forcedUrl };
    }
    const forcedSender = i === special.hostileSender ? byUid.get(HOSTILE_USER_ID) : i === special.longNameSender ? byUid.get(LONG_NAME_USER_ID) : undefined;
    let [sender, receiver] = pickPair(ctx, rng, forcedSender);
    for (let tries = 0; !matchesFilters(revision.filters, sender, receiver) && tries < 200; tries++) {
      [sender, receiver] = pickPair(ctx, rng, forcedSender);
    }
    // Every record here is pending: a reviewed message leaves the blocked list for the reviewed one.
    const message = buildMessage({
      id: String(ctx.idBase + count - i), muid: uuidLike(rng), sender, receiver, content,
      sentAt: t - rng.int(0, 2), updatedAt: t, rule: { id: revision.id, name: revision.name }, resource: rng.pick(['WEB-4_0_8', 'REACT_NATIVE-4_0_4', 'ANDROID-4_1_0', 'IOS-4_0_7']),
    });
    records.push({
      ruleId: revision.id,
      ruleName: revision.name,
      revisionId: revision.revisionId,
      // 1 in every documented example; its meaning is undocumented, so nothing is read into it.
      condition: { ...condition, weight: 1 },
      message,
      action: revision.action,
      createdAt: t,
      updatedAt: t,
      blockedAt: blockedAtOf(t, rng),
      appId: ctx.appId,
    });
    t -= Math.max(1, Math.round(rng.next() * 2 * averageGap));
  }
  return records;
}
