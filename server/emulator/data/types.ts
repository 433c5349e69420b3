/**
 * The emulator's own, strict view of the records it serves. The wire schemas in contract/schemas
 * are deliberately loose (every field optional); generating against these keeps the demo data
 * complete, and the tests check that it still parses with the wire schemas.
 */
export interface EmuCondition {
  id: number;
  /** The keyword-reference flag: the service answers with the first two spellings; requests use the third. */
  isKeywordsReferencePresent?: boolean;
  isListReferencePresent?: boolean;
  isKeywordReferencePresent?: boolean;
  isMediaPresent: boolean;
  entity: 'message';
  operand: 'text' | 'image' | 'video' | 'audio' | 'file' | 'custom';
  category: string;
  operator: 'contains' | 'equals';
  value: string[];
  message?: string | string[];
  /** `custom-api` conditions: the API's list id and the score that blocks. */
  listId?: string;
  threshold?: { comparison: string; percent: number };
}

/**
 * Who a rule applies to, as documented (chat-apis.json, `UserFilter`, `GroupFilter`): `type` says
 * whether the sender or the receiver is checked, `operand` which of its fields; `value` is a
 * string, a list comma-separated.
 */
export interface EmuRuleFilter {
  type: 'sender' | 'receiver';
  entity: 'user' | 'group';
  operand: string;
  operator: string;
  value: string;
}

export interface EmuRule {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  conditions: EmuCondition[];
  action: string[];
  active: boolean;
  createdAt: number;
  updatedAt: number;
  revisionId: string;
  default?: boolean;
  filters?: EmuRuleFilter[];
}

export interface EmuKeywordList {
  id: string;
  name: string;
  description: string;
  category: 'word' | 'pattern' | 'sentence-similarity';
  isCSV: boolean;
  /** Word and pattern lists; sentence-similarity lists hold `disallowedSentences` instead. */
  searchTerms?: string[];
  disallowedSentences?: string[];
  /** `"default"` for the service's built-in lists. */
  appId: string;
  createdAt: number;
  updatedAt: number;
  revisionId: string;
  active: boolean;
  default: boolean;
}

export interface EmuUser {
  uid: string;
  name: string;
  avatar: string;
  /** The values the service's examples show. */
  status: 'available' | 'offline';
  role: string;
  createdAt: number;
  lastActiveAt: number;
}

export interface EmuGroup {
  guid: string;
  name: string;
  icon: string;
  type: 'public' | 'private' | 'password';
  owner: string;
  membersCount: number;
  createdAt: number;
}

export interface EmuAttachment {
  name: string;
  extension: string;
  size: number;
  mimeType: string;
  url: string;
}

export interface EmuMessage {
  id: string;
  muid: string;
  conversationId: string;
  sender: string;
  receiverType: 'user' | 'group';
  receiver: string;
  category: 'message' | 'custom';
  /** text, image, video, audio or file for category message; anything for custom messages. */
  type: string;
  data: {
    text?: string;
    customData?: Record<string, unknown>;
    resource: string;
    url?: string;
    attachments?: EmuAttachment[];
    metadata?: { file: unknown[] };
    entities: {
      sender: { entity: EmuUser; entityType: 'user' };
      receiver:
        | { entity: EmuUser & { conversationId: string }; entityType: 'user' }
        | { entity: EmuGroup & { conversationId: string }; entityType: 'group' };
    };
    /** Only pending messages are in the blocked list; reviewed ones move to the reviewed list. */
    moderation: { status: 'pending'; rule: { id: string; name: string } };
  };
  sentAt: number;
  updatedAt: number;
}

export interface EmuBlockedMessage {
  ruleId: string;
  ruleName: string;
  revisionId: string;
  condition: EmuCondition & { weight: number };
  message: EmuMessage;
  action: string[];
  createdAt: number;
  updatedAt: number;
  /** Seconds with a fraction, as a string: `"1757955951.000000000390079"` in the service's examples. */
  blockedAt: string;
  appId: string;
}
