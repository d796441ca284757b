/**
 * The pattern a link must match: an absolute http, https or ftp URL with a host name, IPv4 address
 * or localhost, optional credentials, port, path, query and fragment.
 */
export const URL_PATTERN =
  /^(?:https?|ftp):\/\/(?:[^\s:@/]+(?::[^\s@/]*)?@)?(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,})(?::\d{1,5})?(?:[/?#]\S*)?$/i;
