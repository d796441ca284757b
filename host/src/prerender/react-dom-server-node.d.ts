// react-dom/server.node is react-dom/server's Node build, typed as that.
declare module 'react-dom/server.node' {
  export * from 'react-dom/server';
}
