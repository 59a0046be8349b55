import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Slots: a screen of one feature that a page of another feature shows. A feature never imports
 * another (docs/architecture.md, "The web app"); the page asks for the slot by name
 * (`useSlot('ChatPanel')`) and the app fills the slots in (`app/slots.tsx`), lazily, so the
 * page's chunk does not carry the other feature's code and the first load carries neither.
 * Each slot's props are its contract, declared here and implemented by the feature that owns
 * the screen.
 */

/** The live chat (features/chat) as a broadcast page shows it. */
export interface ChatPanelProps {
  chatId: number;
  /** 'live': history + realtime + composer; 'replay': the ended broadcast's messages revealed at their video time. */
  mode: 'live' | 'replay';
  /** Required for replay. */
  broadcastId?: number;
  /** Replay: the player's current time in seconds (polled ~4x/s by the panel). */
  getVideoTime?: () => number;
  /** Staff's live view: origin 2 and the moderation tools (the server's `moderator` flag must also be true). */
  staffView?: boolean;
  title?: string;
  /** CSS height of the panel (the list fills it); default '100%'. */
  height?: number | string;
}

/** The chat's moderation tools (features/chat) beside the staff's live view. */
export interface ModerationPanelProps {
  chatId: number;
}

/** A person's courses (features/courses) or signatures (features/signatures) on their staff record. */
export interface UserRecordCardProps {
  userId: number;
}

/** A tab of the staff's customer record that another feature owns (features/store: orders, refunds). */
export interface CustomerRecordTabProps {
  customerId: number;
}

/** "Meus Cursos" (features/courses), which Liberta's `/assunto/cursos` shows to a signed-in person. */
export interface MyCoursesProps {
  /** Where the empty state sends people to buy a course. */
  storePath: string;
}

/** The privacy policy modal (features/privacy): the sign-up's link opens it. */
export interface PrivacyPolicyModalProps {
  opened: boolean;
  onClose: () => void;
}

export interface Slots {
  ChatPanel: ComponentType<ChatPanelProps>;
  ModerationPanel: ComponentType<ModerationPanelProps>;
  UserCoursesCard: ComponentType<UserRecordCardProps>;
  UserSignaturesCard: ComponentType<UserRecordCardProps>;
  CustomerOrdersTab: ComponentType<CustomerRecordTabProps>;
  CustomerRefundsTab: ComponentType<CustomerRecordTabProps>;
  MyCourses: ComponentType<MyCoursesProps>;
  PrivacyPolicyModal: ComponentType<PrivacyPolicyModalProps>;
}

const SlotsContext = createContext<Slots | null>(null);

export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** The screen the app put in slot `name`. */
export function useSlot<K extends keyof Slots>(name: K): Slots[K] {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error(`O app não forneceu os espaços de tela (pedido: ${name}).`);
  return slots[name];
}
