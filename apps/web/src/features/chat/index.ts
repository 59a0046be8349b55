/**
 * The live chat's screens that other features' pages show (issue 6, docs/live.md): the client
 * live page, Liberta's video chat and the staff live view show `ChatPanel`, the staff view adds
 * `ModerationPanel`. They reach those pages through the app's slots (`app/slots.tsx`,
 * `components/slots`), loaded when first shown; their props are the slots' contract.
 */
export { ChatPanel } from './components/chat-panel.tsx';
export { ModerationPanel } from './components/moderation-panel.tsx';
