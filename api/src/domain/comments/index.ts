// App users' comments on the dramas: their states and the moves staff make on them, stated once
// for the content area's moderation queue and the users area's product screen. The one door.
export * from './commentState';
