/**
 * The emulator's own, strict view of the records it serves. The wire schemas in src/api/schemas
 * are deliberately loose (every field optional); generating against these keeps the demo data
 * complete, and the tests check that it still parses with the wire schemas.
 */
export interface EmuCondition {
  id: number;
  isKeywordsReferencePresent?: boolean;
  isListReferencePresent?: boolean;
  isMediaPresent: boolean;
  entity: 'message';
  operand: 'text' | 'image' | 'video' | 'custom';
  category: string;
  operator: 'contains' | 'equals';
  value: string[];
  message?: string | string[];
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
}

export interface EmuKeywordList {
  id: string;
  name: string;
  category: 'word';
  isCSV: boolean;
  searchTerms: string[];
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
  status: 'online' | 'offline';
  role: string;
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
  receiverType: 'user';
  receiver: string;
  category: 'message';
  type: 'text' | 'image' | 'video' | 'file';
  data: {
    text?: string;
    resource: string;
    url?: string;
    attachments?: EmuAttachment[];
    metadata?: { file: unknown[] };
    entities: {
      sender: { entity: EmuUser; entityType: 'user' };
      receiver: { entity: EmuUser & { conversationId: string }; entityType: 'user' };
    };
    moderation: { status: 'pending' | 'approved' | 'disapproved' };
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
}
