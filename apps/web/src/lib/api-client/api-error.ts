import { extractErrorMessage, extractErrorMessages } from '@app/shared';

/** A non-2xx answer handed to the caller (spec section 7: callers check the status). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(extractErrorMessage(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The pt-BR messages for people (spec section 8 reading of the body). */
  get messages(): string[] {
    return extractErrorMessages(this.status, this.body);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
