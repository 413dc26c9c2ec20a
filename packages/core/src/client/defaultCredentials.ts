/**
 * The `credentials` a call gets when the options give none: 'include' for an absolute or protocol-relative
 * `baseUrl` ('http://localhost:4010', '//api.loja.com'), since the platform's session is a cookie and a
 * cross-origin call without it opens a new, empty session each time; 'same-origin' for '' or a path.
 */
export function defaultCredentials(baseUrl: string): RequestCredentials {
  return baseUrl.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(baseUrl) ? 'include' : 'same-origin';
}
