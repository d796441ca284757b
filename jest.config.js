// `npm test` runs every workspace's jest project; each keeps its own config beside its code.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes/*'],
  // A worker a core. Jest's default (cores − 1) is one worker on a 2-core machine, and with one
  // jest runs every file in its own process one after another, slowing as that process fills
  // (the api's project: 758 s of files in turn, 483 s on two workers).
  maxWorkers: '100%',
};
