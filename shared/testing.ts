// Test support for the apps' jest suites (`@backoffice/shared/testing`); never bundled.
export { envelope, installFetch, jsonAnswer, requests } from './src/testing/fetchDouble';
export { installLiveDouble } from './src/testing/liveDouble';
export type { LiveDouble, SentMessage } from './src/testing/liveDouble';
export { menuItem, userInfo } from './src/testing/fixtures';
export { renderScreen } from './src/testing/renderScreen';
export type { RenderScreenOptions } from './src/testing/renderScreen';
export { answerDialog, callsTo, chooseOption, drawn, rowOf, serveApi } from './src/testing/screenApi';
export type { FirstAnswer, RouteAnswer } from './src/testing/screenApi';
export { untranslatedTexts } from './src/testing/untranslated';
export { unmarkedRequiredFields } from './src/testing/requiredMarks';
