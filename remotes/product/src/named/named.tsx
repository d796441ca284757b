import './named.css';

/** A name with its code beneath (a drama's, an app user's), as the comments and follow records show them. */
export const named = (name: string, code: string) => (
  <span className="named-with-code">
    {name}
    <code>{code}</code>
  </span>
);
