import type {
  CheckEmailResponse,
  CodeLoginRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  TrackingData,
  TrialAccess,
  XpReleaseCheck,
} from '@app/shared';
import { trackingHeaders } from '@app/shared';
import { apiRequest } from '../../lib/api-client/api-client.ts';

/** The identity calls of spec section 7 ("Auth"). */

export async function login(body: LoginRequest | CodeLoginRequest): Promise<LoginResponse> {
  return (await apiRequest<LoginResponse>('/api/login', { method: 'POST', body, noToken: true }))
    .data;
}

export async function signUp(
  body: Record<string, unknown>,
  tracking: TrackingData,
): Promise<LoginResponse> {
  return (
    await apiRequest<LoginResponse>('/api/ls-brazil-create-user', {
      method: 'POST',
      body,
      headers: trackingHeaders(tracking),
      noToken: true,
    })
  ).data;
}

/** Whether an XP client code has access released for it (`check-xpcode`; says nothing more). */
export async function checkXpCode(code: string): Promise<boolean> {
  return (
    await apiRequest<XpReleaseCheck>('/api/check-xpcode', {
      query: { code },
      noToken: true,
    })
  ).data.available;
}

export async function checkEmail(email: string): Promise<boolean> {
  return (
    await apiRequest<CheckEmailResponse>('/api/check-email/', { query: { email }, noToken: true })
  ).data.exists;
}

export async function forgotPassword(email: string): Promise<string> {
  return (
    await apiRequest<MessageResponse>('/api/forgot-password', {
      method: 'POST',
      body: { email },
      noToken: true,
    })
  ).data.message;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  return (
    await apiRequest<MessageResponse>('/api/reset-password', {
      method: 'POST',
      body,
      noToken: true,
    })
  ).data.message;
}

export async function sendLoginCode(email: string): Promise<string> {
  return (
    await apiRequest<MessageResponse>('/api/ls-brazil-send-auth-code', {
      method: 'POST',
      body: { email, channel: 'email' },
      noToken: true,
    })
  ).data.message;
}

/** Starts the person's trial (`POST /api/user-trial-access`, spec section 7), tracking as headers. */
export async function startTrial(tracking: TrackingData): Promise<TrialAccess> {
  return (
    await apiRequest<TrialAccess>('/api/user-trial-access', {
      method: 'POST',
      headers: trackingHeaders(tracking),
    })
  ).data;
}
