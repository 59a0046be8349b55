import type { RequiredSignature } from '@app/shared';
import { ApiError } from '../api-client/api-error.ts';

/** Spec sections 3 and 9: the prompt's default title and button text. */
export const DEFAULT_PROMPT_TITLE = 'Assinatura necessária:';
export const DEFAULT_PROMPT_BUTTON_TEXT = 'Quero assinar';

/**
 * The subscribe-prompt state of spec section 3: what the modal shows when someone opens content
 * that needs a signature they lack. It lives in memory only (a reload closes it): the content
 * page that was refused opens it again.
 */
export interface SubscribePromptState {
  open: boolean;
  /** The signature's name as the modal shows it ("LS Premium"). */
  signatureName: string | null;
  /** The signature type behind it, for the default route `/assinaturas/<slug>`. */
  signatureTypeId: number | null;
  signatureSlug: string | null;
  /** The person must subscribe (or leave through the button): no close button, no Escape. */
  cannotBeClosed: boolean;
  /** Where closing the modal takes the person (e.g. back to the course list). */
  redirectAfterClose: string | null;
  /** Sold in the store: the button goes to the type's page; otherwise to `/assinaturas`. */
  availableInStore: boolean;
  buttonText: string;
  title: string;
  /** Where the button goes instead of the signature's page. */
  specificRoute: string | null;
}

export interface OpenSubscribePrompt {
  signatureName: string;
  signatureTypeId?: number | null;
  signatureSlug?: string | null;
  cannotBeClosed?: boolean;
  redirectAfterClose?: string | null;
  availableInStore?: boolean;
  buttonText?: string;
  title?: string;
  specificRoute?: string | null;
  /** Called once when the prompt closes (the spec's close listener). */
  onClose?: () => void;
}

export const INITIAL_PROMPT_STATE: SubscribePromptState = Object.freeze({
  open: false,
  signatureName: null,
  signatureTypeId: null,
  signatureSlug: null,
  cannotBeClosed: false,
  redirectAfterClose: null,
  availableInStore: true,
  buttonText: DEFAULT_PROMPT_BUTTON_TEXT,
  title: DEFAULT_PROMPT_TITLE,
  specificRoute: null,
});

let state: SubscribePromptState = INITIAL_PROMPT_STATE;
let closeListener: (() => void) | null = null;
const listeners = new Set<() => void>();

function setState(next: SubscribePromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribePrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPromptState(): SubscribePromptState {
  return state;
}

/** Opens the prompt for one signature (a second call replaces what the first one showed). */
export function openSubscribePrompt(options: OpenSubscribePrompt): void {
  closeListener = options.onClose ?? null;
  setState({
    open: true,
    signatureName: options.signatureName,
    signatureTypeId: options.signatureTypeId ?? null,
    signatureSlug: options.signatureSlug ?? null,
    cannotBeClosed: options.cannotBeClosed ?? false,
    redirectAfterClose: options.redirectAfterClose ?? null,
    availableInStore: options.availableInStore ?? true,
    buttonText: options.buttonText ?? DEFAULT_PROMPT_BUTTON_TEXT,
    title: options.title ?? DEFAULT_PROMPT_TITLE,
    specificRoute: options.specificRoute ?? null,
  });
}

/**
 * Closes the prompt. Spec section 4: closing resets the button text to 'Quero assinar' and clears
 * the specific route. Returns where to go now (the redirect after close), if anywhere.
 */
export function closeSubscribePrompt(): string | null {
  if (!state.open) return null;
  const redirect = state.redirectAfterClose;
  const listener = closeListener;
  closeListener = null;
  setState({
    ...state,
    open: false,
    buttonText: DEFAULT_PROMPT_BUTTON_TEXT,
    specificRoute: null,
    redirectAfterClose: null,
  });
  listener?.();
  return redirect;
}

/** Where the prompt's button goes: the specific route, the signature's page, or all signatures. */
export function promptTarget(current: SubscribePromptState = state): string {
  if (current.specificRoute) return current.specificRoute;
  if (current.availableInStore && current.signatureSlug)
    return `/assinaturas/${encodeURIComponent(current.signatureSlug)}`;
  return '/assinaturas';
}

function requiredSignatures(body: unknown): RequiredSignature[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { required_signatures?: unknown }).required_signatures;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (s): s is RequiredSignature =>
      typeof s === 'object' &&
      s !== null &&
      typeof (s as RequiredSignature).name === 'string' &&
      typeof (s as RequiredSignature).slug === 'string',
  );
}

/**
 * For a 403 whose body names the signatures that would open the content (`required_signatures`,
 * see the access module), opens the prompt with the first one and answers true; any other error
 * is left to the caller (false). Content pages call it when a read is refused.
 */
export function promptFromAccessDenied(
  error: unknown,
  options: Omit<
    OpenSubscribePrompt,
    'signatureName' | 'signatureTypeId' | 'signatureSlug' | 'availableInStore'
  > = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const [first] = requiredSignatures(error.body);
  if (!first) return false;
  openSubscribePrompt({
    ...options,
    signatureName: first.name,
    signatureTypeId: typeof first.id === 'number' ? first.id : null,
    signatureSlug: first.slug,
    availableInStore: first.available_in_store !== false,
  });
  return true;
}
