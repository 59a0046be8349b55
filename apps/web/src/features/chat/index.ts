/**
 * The live chat as a reusable feature (issue 6, docs/live.md): the client live page, Liberta's
 * video chat and the staff live view mount `ChatPanel`; the staff view adds `ModerationPanel`.
 * The pages that use them are lazy routes, so these are plain components.
 */
export { ChatPanel } from './components/chat-panel.tsx';
export type { ChatPanelProps } from './components/chat-panel.tsx';
export { ModerationPanel } from './components/moderation-panel.tsx';
export type { ModerationPanelProps } from './components/moderation-panel.tsx';
