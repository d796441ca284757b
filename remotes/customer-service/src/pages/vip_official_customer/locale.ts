// The chat screen's texts: the three chat pages are one screen.
export { default } from '../../chat/messages';
