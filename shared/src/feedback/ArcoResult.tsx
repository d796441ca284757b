// Arco's Result carries its status illustrations (~28 KB gz): its own chunk, loaded
// only when a page actually has to show an error or a 404.
export { default } from '@arco-design/web-react/es/Result';
