/** Answer of `GET /api/personal/get_session`: a new anonymous session key. */
export interface SessionDto {
  token: string;
}

/**
 * Who the API thinks the caller is, from the `X-Authorization` header:
 * `Token {key}` for a signed-in customer, `Session {key}` for an anonymous visitor.
 */
export type IdentityKindDto = 'account' | 'session' | 'anonymous';
