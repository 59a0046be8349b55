import type { ChatMessage, ChatReplayMessage } from '@app/shared';

/** A chat message for tests (a customer's text unless overridden). */
export function chatMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chat_id: 1,
    message: `mensagem ${id}`,
    type: 1,
    origin: 1,
    payload: null,
    user: {
      id: 10,
      name: 'Paulo Premium',
      nickname: 'Paulo P.',
      identifier: null,
      avatar_url: null,
      admin: false,
      senior: false,
      premium: true,
      trial: false,
      courtesy: false,
      staff: false,
    },
    user_id: 10,
    user_chat: 'Paulo P.',
    hidden: false,
    hidden_reason: null,
    deleted_at: null,
    created_at: '2026-11-23T13:00:00.000Z',
    reply_to: null,
    files_message: [],
    client_id: null,
    broadcast_id: 1,
    ...overrides,
  };
}

export function replayMessage(id: number, offset: number): ChatReplayMessage {
  return { ...chatMessage(id), offset_seconds: offset };
}
