export type ChatStatus = 'online' | 'offline' | 'away' | 'do not disturb';

export const CHAT_STATUSES: readonly ChatStatus[] = ['online', 'offline', 'away', 'do not disturb'];

export interface ChatContact {
  readonly uid: number;
  readonly displayName: string;
  readonly about: string;
  readonly photoURL: string;
  readonly status: ChatStatus;
}

export interface ChatMessage {
  readonly textContent: string;
  readonly time: string;
  readonly isSent: boolean;
  readonly isSeen: boolean;
}

export interface Chat {
  readonly isPinned: boolean;
  readonly msg: readonly ChatMessage[];
}

/** Conversations keyed by contact uid (JSON object keys, hence strings). */
export type ChatMap = Readonly<Record<string, Chat>>;

export interface ChatData {
  readonly chats: ChatMap;
  readonly contacts: readonly ChatContact[];
}
