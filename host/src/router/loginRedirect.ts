// Without a token, a route sends the user to login with a `redirect` query
// carrying the target route and its original query; after sign-in they land there.

export function loginPathFor(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('redirect');
  const target = pathname.replace(/^\/+/, '');
  const params = new URLSearchParams(target && target !== 'login' ? { redirect: target } : {});
  query.forEach((value, key) => params.append(key, value));
  const text = params.toString();
  return text ? `/login?${text}` : '/login';
}

export function targetAfterLogin(search: string): string {
  const query = new URLSearchParams(search);
  const redirect = query.get('redirect');
  query.delete('redirect');
  const rest = query.toString();
  // Only same-origin paths: a crafted `redirect=//evil.example` must not leave the product.
  const path = redirect && /^[\w-]/.test(redirect) ? `/${redirect}` : '/';
  return rest ? `${path}?${rest}` : path;
}
